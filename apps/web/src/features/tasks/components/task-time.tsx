import { darken, Text, useMantineTheme, type MantineTheme } from '@mantine/core';
import {
  berlinToday,
  taskTimeDisplay,
  weekBounds,
  type TimeDisplayColor,
} from '@kontor/core/scheduling/index';
import type { TaskListItem } from '@kontor/core/schemas/tasks';
import { splitSuffix } from '../task-time-legend.ts';

/**
 * The darkest shade, darkened further: red, yellow and green text stay readable on white
 * (WCAG AA 4.5:1), as the theme does for light badges.
 */
export function timeColour(theme: MantineTheme, colour: TimeDisplayColor): string | undefined {
  return colour === 'gray' ? undefined : darken(theme.colors[colour][9], 0.25);
}

/**
 * The 'Termin' text by the spec's time display rules (core `taskTimeDisplay`); its suffix D or
 * T is an abbreviation whose meaning the legend under the list (and its title) gives.
 */
export function TaskTime({ task }: { task: Pick<TaskListItem, 'state' | 'schedule'> }) {
  const theme = useMantineTheme();
  const display = taskTimeDisplay(task, weekBounds(berlinToday(Date.now())));
  const { text, suffix } = splitSuffix(display);
  return (
    <Text size="sm" c={timeColour(theme, display.color)} fw={display.color === 'gray' ? 400 : 500}>
      {text}
      {suffix ? (
        <>
          {' '}
          <abbr title={suffix.meaning} style={{ textDecoration: 'none' }}>
            {suffix.suffix}
          </abbr>
        </>
      ) : null}
    </Text>
  );
}
