import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The trash button of one entry of an editor's list (a question, a column, a row). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
