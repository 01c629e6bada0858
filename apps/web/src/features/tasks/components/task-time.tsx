import { darken, Text, useMantineTheme } from '@mantine/core';
import { berlinToday, taskTimeDisplay, weekBounds } from '@kontor/core/scheduling/index';
import type { TaskListItem } from '@kontor/core/schemas/tasks';

/** The 'Termin' text by the spec's time display rules (core `taskTimeDisplay`). */
export function TaskTime({ task }: { task: Pick<TaskListItem, 'state' | 'schedule'> }) {
  const theme = useMantineTheme();
  const display = taskTimeDisplay(task, weekBounds(berlinToday(Date.now())));
  // The darkest shade, darkened further: red, yellow and green text stay readable on white
  // (WCAG AA 4.5:1), as the theme does for light badges.
  const color = display.color === 'gray' ? undefined : darken(theme.colors[display.color][9], 0.25);
  return (
    <Text size="sm" c={color} fw={display.color === 'gray' ? 400 : 500}>
      {display.text}
    </Text>
  );
}
