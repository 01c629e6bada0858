import type { ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';

interface BulkActionBarProps {
  count: number;
  onClear: () => void;
  /** Buttons acting on the selected rows. */
  children: ReactNode;
}

/** Shown while rows are selected: how many, the bulk actions and 'Auswahl aufheben'. */
export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      mb="md"
      style={{ borderColor: 'var(--mantine-primary-color-filled)' }}
    >
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" fw={600} aria-live="polite">
            {count === 1 ? '1 Eintrag ausgewählt' : `${count} Einträge ausgewählt`}
          </Text>
          {children}
        </Group>
        <Button variant="subtle" size="xs" onClick={onClear}>
          Auswahl aufheben
        </Button>
      </Group>
    </Paper>
  );
}
