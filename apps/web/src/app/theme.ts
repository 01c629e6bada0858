import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm petrol blue; shade 7 is the primary.
const kontor: MantineColorsTuple = [
  '#e8f5fa',
  '#d3e8f0',
  '#a4d0e2',
  '#72b7d4',
  '#4aa2c8',
  '#3295c1',
  '#2290bf',
  '#127da9',
  '#006f98',
  '#006087',
];

export const theme = createTheme({
  primaryColor: 'kontor',
  primaryShade: 7,
  colors: { kontor },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
});
