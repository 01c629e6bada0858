import type { ReactNode } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

export interface FilterBarProps {
  /** Search inputs, selects, … */
  children: ReactNode;
  onReset: () => void;
  /** Disables the reset button when nothing is filtered. */
  active?: boolean;
}

/** List filter bar with a reset button (spec 001 §2 "Generic parts"). */
export function FilterBar({ children, onReset, active = true }: FilterBarProps) {
  return (
    <Paper withBorder radius="md" p="sm" mb="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          onClick={onReset}
          disabled={!active}
        >
          Filter zurücksetzen
        </Button>
      </Group>
    </Paper>
  );
}
