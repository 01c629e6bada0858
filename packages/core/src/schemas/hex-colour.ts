import { z } from 'zod';

export const HEX_COLOUR_MESSAGE = 'Bitte eine Farbe im Format #RRGGBB angeben';
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as '#RRGGBB' (what the pickers write and the website's CSS uses). */
export const hexColour = z
  .string({ error: HEX_COLOUR_MESSAGE })
  .trim()
  .regex(HEX, HEX_COLOUR_MESSAGE);

/** The same, or '' for "no colour" (the site settings: the generator's default then). */
export const optionalHexColour = z
  .string({ error: HEX_COLOUR_MESSAGE })
  .trim()
  .refine((v) => v === '' || HEX.test(v), HEX_COLOUR_MESSAGE);
