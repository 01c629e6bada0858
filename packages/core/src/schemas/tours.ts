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
  calendarTitle: 'Kalender-Abos der Touren',
  calendarDetails: 'Schlüssel-Nr. und Info der Objekte im Kalender-Abo zeigen',
  calendarDetailsWarning:
    'Kalender-Abos werden von Google, Microsoft, Apple oder anderen Anbietern abgerufen und auf deren Servern gespeichert. Mit diesem Schalter liegen dort Schlüsselnummern neben den Adressen der Objekte. Schalten Sie ihn nur ein, wenn das für Ihre Objekte vertretbar ist.',
  calendarDetailsOff:
    'Das Kalender-Abo enthält Objekt, Adresse, Leistung und Tag, aber keine Schlüsselnummern und keine Infos zum Objekt.',
} as const;

/**
 * `holidayTemplateId` null means automatic: the project's only holiday template when it has
 * exactly one, else no holidays. `effectiveTemplate` is the one the tours use now.
 */
export const tourSettingsSchema = z.object({
  holidayTemplateId: idSchema.nullable(),
  effectiveTemplate: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The iCal feeds carry the properties' key numbers and info (default off). */
  calendarDetails: z.boolean(),
  version: versionSchema,
});
export type TourSettings = z.infer<typeof tourSettingsSchema>;

/** What the body leaves out stays as it is. */
export const updateTourSettingsBodySchema = z.object({
  holidayTemplateId: idSchema.nullable().optional(),
  calendarDetails: z.boolean().optional(),
  version: versionSchema,
});
export type UpdateTourSettingsBody = z.infer<typeof updateTourSettingsBodySchema>;

// ── Visits done ──

export const visitMessages = {
  doneAtInFuture: 'Der Zeitpunkt darf nicht in der Zukunft liegen',
  /** A visit is confirmed on its day (after a holiday move: the day it was moved to) or later. */
  beforeItsDay: (date: string) =>
    `Dieser Besuch ist erst am ${date} fällig und kann vorher nicht als erledigt gemeldet werden`,
  doneAtBeforeItsDay: (date: string) =>
    `Der Zeitpunkt darf nicht vor dem Tag des Besuchs (${date}) liegen`,
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
