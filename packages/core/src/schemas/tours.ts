import { z } from 'zod';
import { isLocalDate } from '../time-tracking/local-date.ts';
import { idSchema, userRefSchema, versionSchema } from './common.ts';
import { tourMessages } from './services.ts';

// ── Settings of the tours: which holiday template their holiday rule uses ──

export const tourSettingsMessages = {
  title: 'Feiertage der Touren',
  holidayTemplate: 'Feiertag-Template',
  automatic: 'Automatisch (das einzige Feiertag-Template des Projekts)',
  none: 'Keine Feiertage',
  hint: 'Besuche an einem Feiertag dieses Templates entfallen oder werden auf den nächsten Werktag verschoben, je nach Leistung.',
  saved: 'Einstellungen gespeichert',
  templateNotFound: 'Das Feiertag-Template wurde nicht gefunden.',
  conflict:
    'Die Einstellungen wurden inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu.',
} as const;

/**
 * `holidayTemplateId` null means automatic: the project's only holiday template when it has
 * exactly one, else no holidays. `effectiveTemplate` is the one the tours use now.
 */
export const tourSettingsSchema = z.object({
  holidayTemplateId: idSchema.nullable(),
  effectiveTemplate: z.object({ id: idSchema, name: z.string() }).nullable(),
  version: versionSchema,
});
export type TourSettings = z.infer<typeof tourSettingsSchema>;

export const updateTourSettingsBodySchema = z.object({
  holidayTemplateId: idSchema.nullable(),
  version: versionSchema,
});
export type UpdateTourSettingsBody = z.infer<typeof updateTourSettingsBodySchema>;

// ── Visits done ──

export const visitMessages = {
  doneAtInFuture: 'Der Zeitpunkt darf nicht in der Zukunft liegen',
  visitNotFound: 'Dieser Besuch ist nicht als erledigt gemeldet',
  workerNotFound: 'Arbeiter nicht gefunden',
} as const;

/** A confirmed visit (the answer of 'erledigt melden'). */
export const serviceVisitSchema = z.object({
  id: idSchema,
  entryId: idSchema,
  plannedDate: z.string(),
  doneAt: z.string(),
  doneBy: userRefSchema.nullable(),
  comment: z.string(),
  images: z.array(idSchema),
  version: versionSchema,
});
export type ServiceVisit = z.infer<typeof serviceVisitSchema>;

/** A visit is named by its entry and planned date (its identity also when a holiday moves it). */
export const visitParamsSchema = z.object({
  projectId: idSchema,
  entryId: idSchema,
  plannedDate: z.string().refine(isLocalDate, tourMessages.dateInvalid),
});
