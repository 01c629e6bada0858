import { Text } from '@mantine/core';
import { berlinToday, taskTimeDisplay, weekBounds } from '@kontor/core/scheduling/index';
import type { TaskListItem } from '@kontor/core/schemas/tasks';

// Shade 8/9 keeps the coloured text readable on white (WCAG AA contrast).
const SHADES = {
  red: 'red.8',
  blue: 'blue.8',
  yellow: 'yellow.9',
  green: 'green.9',
  gray: undefined,
};

/** The 'Termin' text by the spec's time display rules (core `taskTimeDisplay`). */
export function TaskTime({ task }: { task: Pick<TaskListItem, 'state' | 'schedule'> }) {
  const display = taskTimeDisplay(task, weekBounds(berlinToday(Date.now())));
  return (
    <Text size="sm" c={SHADES[display.color]} fw={display.color === 'gray' ? 400 : 500}>
      {display.text}
    </Text>
  );
}
