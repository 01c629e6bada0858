import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { messages } from '../messages.ts';

/** Rows of a list the dialogs edit (fields, categories): each with a remove button, plus 'add'. */
export function EntryList<T>({
  entries,
  emptyText,
  addLabel,
  onAdd,
  onRemove,
  entryLabel,
  children,
}: {
  entries: T[];
  emptyText: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  entryLabel: (entry: T, index: number) => string;
  children: (entry: T, index: number) => ReactNode;
}) {
  return (
    <Stack gap="sm">
      {entries.length === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
      {entries.map((entry, index) => (
        <Paper key={index} withBorder p="sm" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap="xs" style={{ flex: 1 }}>
              {children(entry, index)}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={messages.removeEntry(entryLabel(entry, index))}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
