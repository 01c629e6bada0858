import { z } from 'zod';
import { httpUrlSchema } from './web-address.ts';

export const deployMessages = {
  url: 'Bitte eine gültige URL (http oder https) angeben',
  noUrl: 'Für dieses Projekt ist kein Deploy-Hook hinterlegt',
  adminOnly: 'Nur Administratoren können den Deploy-Hook ändern',
  contentOnly:
    'Nur Mitglieder mit Zugriff auf Inhalte können die Webseite veröffentlichen und die Aufrufe sehen',
  tooSoon:
    'Die Webseite wurde gerade erst veröffentlicht. Bitte versuchen Sie es in einer Minute erneut.',
  publish: 'Jetzt veröffentlichen',
  published: 'Veröffentlichung angestoßen',
} as const;

/** The deploy hook's URL in the project settings; null switches the hook off. */
export const deployHookSettingsSchema = z.object({
  url: httpUrlSchema(deployMessages.url).nullable(),
});
export type DeployHookSettings = z.infer<typeof deployHookSettingsSchema>;

/** One logged call: when it started, the answer's status (null: no answer), how long it took. */
export const deployDeliverySchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  attempt: z.number().int(),
});
export type DeployDelivery = z.infer<typeof deployDeliverySchema>;
