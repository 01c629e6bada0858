/**
 * Spec 001 §3 colour palette: seven colours, each plain, shaded and tinted. The spec's source
 * labels the red variants as grey ones; Kontor labels them correctly (docs/content.md).
 */
const BASE = {
  blue: 'Blau',
  green: 'Grün',
  grey: 'Grau',
  magenta: 'Magenta',
  red: 'Rot',
  violet: 'Violett',
  yellow: 'Gelb',
} as const;

type Base = keyof typeof BASE;
export type PaletteColor = Base | `${Base}-shade` | `${Base}-tint`;

export const PALETTE: { value: PaletteColor; label: string }[] = (
  Object.entries(BASE) as [Base, string][]
).flatMap(([value, label]) => [
  { value, label },
  { value: `${value}-shade`, label: `${label} dunkel` },
  { value: `${value}-tint`, label: `${label} hell` },
]);

export const PALETTE_VALUES = PALETTE.map((c) => c.value) as [PaletteColor, ...PaletteColor[]];

/** Spec 001 §5: a cleared colour falls back to grey. */
export const FALLBACK_COLOR: PaletteColor = 'grey';
