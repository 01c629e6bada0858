import { Text } from '@mantine/core';
import type { ScreenProps } from './screen-props.ts';

/** Placeholder until the screen is built. */
export default function TimeScreen(_props: ScreenProps) {
  return <Text p="md">TimeScreen</Text>;
}
