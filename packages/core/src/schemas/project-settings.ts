import { z } from 'zod';
import { HEX_COLOUR_MESSAGE, optionalHexColour } from './hex-colour.ts';
import { idSchema } from './common.ts';
import { projectNameSchema } from './projects.ts';

/** Project settings of the administration's 'Einstellungen' tab (spec 001 §3 Project). */
export const projectSettingsMessages = {
  senderNameMax: 'Die Höchstlänge beträgt 100',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  colorInvalid: HEX_COLOUR_MESSAGE,
  domainInvalid: 'Bitte eine gültige Domain angeben (z. B. verein.de)',
  saved: 'Projekt aktualisiert',
} as const;

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, projectSettingsMessages.emailInvalid)
  .default('');
const color = optionalHexColour.default('');

export const emailSettingsSchema = z.object({
  senderName: z.string().trim().max(100, projectSettingsMessages.senderNameMax).default(''),
  senderAddress: optionalEmail,
  replyTo: optionalEmail,
});

export const siteSettingsSchema = z.object({
  /** The website's domain; form reply senders must end in it (spec 001 §5). */
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => v === '' || /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(v),
      projectSettingsMessages.domainInvalid,
    )
    .default(''),
  primaryColor: color,
  secondaryColor: color,
  tertiaryColor: color,
});

export const projectSettingsSchema = z.object({
  name: projectNameSchema,
  description: z.string().trim().max(500).default(''),
  logo: idSchema.nullable().default(null),
  email: emailSettingsSchema.default({ senderName: '', senderAddress: '', replyTo: '' }),
  site: siteSettingsSchema.default({
    domain: '',
    primaryColor: '',
    secondaryColor: '',
    tertiaryColor: '',
  }),
});
export type ProjectSettings = z.output<typeof projectSettingsSchema>;
/** The settings as answered: a stored name from before today's name rule still shows. */
export const projectSettingsAnswerSchema = projectSettingsSchema.extend({ name: z.string() });
export type ProjectSettingsInput = z.input<typeof projectSettingsSchema>;
