import { Group, Text, useMantineTheme } from '@mantine/core';
import { messages } from '../messages.ts';
import { TIME_COLOURS, TIME_SUFFIXES } from '../task-time-legend.ts';
import { timeColour } from './task-time.tsx';

/**
 * Under the task list: what D and T after a date mean and what the colours say (spec 000 §4
 * 'Task time display'), so nobody has to guess; the colours are named, not only shown.
 */
export function TaskTimeLegend() {
  const theme = useMantineTheme();
  return (
    <Group
      component="ul"
      aria-label={messages.timeLegend.label}
      gap="lg"
      mt="sm"
      p={0}
      style={{ listStyle: 'none', rowGap: 'var(--mantine-spacing-xs)' }}
    >
      {TIME_SUFFIXES.map(({ suffix, meaning }) => (
        <Text component="li" size="xs" key={suffix}>
          <Text span fw={700} size="xs">
            {suffix}
          </Text>{' '}
          – {meaning}
        </Text>
      ))}
      {TIME_COLOURS.map(([colour, meaning]) => (
        <Text component="li" size="xs" key={colour} c={timeColour(theme, colour)} fw={500}>
          {meaning}
        </Text>
      ))}
    </Group>
  );
}
