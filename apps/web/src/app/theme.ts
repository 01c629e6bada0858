import {
  CloseButton,
  type CloseButtonProps,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// A calm petrol blue; shade 8 is the primary (shade 7 missed 4.5:1 on tinted rows).
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

/**
 * Text on 'light' surfaces (active menu entry, avatar initials, light buttons) uses the
 * darkest shade, darkened further: Mantine's default shade 6–7 on its own tint stays under the
 * WCAG AA contrast of 4.5:1 for most colours.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor) return colors;
  const darkest = input.theme.colors[parsed.color]?.[9];
  return darkest ? { ...colors, color: darken(darkest, 0.2) } : colors;
};

/** 'dimmed' text is gray 7 (7:1 on white) instead of gray 6 (3.3:1); error texts red 8. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'kontor',
  primaryShade: 8,
  colors: { kontor },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
  variantColorResolver,
  components: {
    // Every × (modals, drawers, notifications) gets a name for screen readers.
    // (The props type lists no ARIA attributes; the defaults are spread onto the button.)
    CloseButton: CloseButton.extend({
      defaultProps: { 'aria-label': 'Schließen' } as Partial<CloseButtonProps>,
    }),
  },
});
