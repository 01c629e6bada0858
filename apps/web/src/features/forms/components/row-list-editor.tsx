import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface RowListEditorProps {
  label: string;
  required?: boolean;
  error?: ReactNode;
  ids: string[];
  /** The inputs of row `index`. */
  renderRow: (index: number) => ReactNode;
  removeLabel: string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
}

/** Rows of inputs with a remove button each and an add button below (options, recipients). */
export function RowListEditor(props: RowListEditorProps) {
  return (
    <Input.Wrapper label={props.label} required={props.required} error={props.error}>
      <Stack gap="xs" mt={4}>
        {props.ids.map((id, index) => (
          <Group key={id} gap="xs" wrap="nowrap" align="flex-start">
            {props.renderRow(index)}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`${props.removeLabel} ${index + 1}`}
              onClick={() => props.onRemove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={props.addDisabled}
          onClick={props.onAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          {props.addLabel}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
