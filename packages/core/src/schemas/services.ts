import { z } from 'zod';
import { ID_LENGTH } from '../ids.ts';
import { isLocalDate, weekdayOf } from '../time-tracking/local-date.ts';
import {
  HOLIDAY_RULES,
  SERVICE_INTERVAL_UNITS,
  SERVICE_WEEKDAYS,
  type HolidayRule,
  type ServiceIntervalUnit,
  type ServiceSchedule,
} from '../tours/service-schedule.ts';
import { idSchema, userRefSchema, versionSchema } from './common.ts';
import { MAX_IMAGES_PER_ELEMENT } from './images.ts';
import { MAX_ASSIGNED_STAFF, propertyMessages } from './properties.ts';
import { workItemMessages } from './work-item-fields.ts';

/** German texts of services and tours (spec 000 §5; the ones the spec leaves open are ours). */
export const serviceMessages = {
  titleRequired: 'Bitte einen Title für einen Service angeben',
  nameRequired: 'Bitte geben Sie einen Namen ein',
  titleTooLong: workItemMessages.titleTooLong,
  descriptionTooLong: workItemMessages.descriptionTooLong,
  tooManyImages: workItemMessages.tooManyImages,
  tooManyStaff: propertyMessages.tooManyStaff,
  serviceRequired: 'Bitte eine Leistung auswählen',
  notAWorker: 'Für Leistungen können nur Arbeiter ausgewählt werden',
  dayRequired: 'Bitte wählen Sie mindestens einen Tag aus',
  startWeekRequired: 'Bitte wählen sie eine Startwoche für das Interval',
  dateRequired: 'Bitte wählen Sie mindestens ein Datum aus',
  duplicateDates: 'Es dürfen keine doppelten Daten existieren',
  monthDayRange: 'Bitte einen Tag zwischen 1 und 31 wählen',
  intervalRange: 'Bitte eine Zahl zwischen 1 und 52 angeben',
  weekStart: 'Bitte eine Kalenderwoche wählen',
  endBeforeStart: 'Die Endwoche darf nicht vor der Startwoche liegen',
  durationRange: 'Bitte eine Dauer zwischen 0 und 1440 Minuten angeben',
  serviceNotFound: 'Diese Leistung gibt es im Leistungskatalog nicht',
  entryNotFound: 'Leistung nicht gefunden',
  serviceTaken: 'Diese Leistung ist dem Objekt bereits zugeordnet',
  serviceInactive: 'Diese Leistung ist deaktiviert und kann nicht zugeordnet werden',
  propertyArchived: 'Einem archivierten Objekt können keine Leistungen hinzugefügt werden',
  conflict:
    'Die Leistung wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  createService: 'Service erstellen',
  addEntry: 'Leistung hinzufügen',
  created: 'Leistung erstellt',
  saved: 'Leistung gespeichert',
  visitNotYours: 'Dieser Besuch gehört nicht zu Ihrer Tour',
  visitNotPlanned: 'An diesem Tag ist kein Besuch dieser Leistung geplant',
  commentTooLong: 'Die Höchstlänge beträgt 2000',
  tooManyPhotos: `Es können höchstens ${MAX_IMAGES_PER_ELEMENT} Fotos angehängt werden`,
} as const;

/** The cost types of the yearly service-charge statement (§ 2 BetrKV, Nr. 8–10, 14, 17). */
export const COST_TYPES = [
  'caretaking',
  'gardening',
  'winterService',
  'buildingCleaning',
  'stairwellCleaning',
  'otherAllocable',
  'notAllocable',
] as const;
export type CostType = (typeof COST_TYPES)[number];

export const costTypeLabels: Record<CostType, string> = {
  caretaking: 'Hauswart',
  gardening: 'Gartenpflege',
  winterService: 'Winterdienst',
  buildingCleaning: 'Gebäudereinigung',
  stairwellCleaning: 'Treppenhausreinigung',
  otherAllocable: 'Sonstiges umlagefähig',
  notAllocable: 'nicht umlagefähig',
};

/** Whether a tenant can be charged for a cost type (§ 1, § 2 BetrKV). */
export function isAllocable(costType: CostType): boolean {
  return costType !== 'notAllocable';
}

export const weekdayLabels: Record<(typeof SERVICE_WEEKDAYS)[number], string> = {
  any: 'Beliebig',
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
};

/** The two frequency types of an entry (spec 000 §4 "Service frequency type"). */
export const scheduleTypeLabels: Record<ServiceSchedule['type'], string> = {
  interval: 'Intervall',
  dates: 'Feste Daten',
};

export const intervalUnitLabels: Record<ServiceIntervalUnit, string> = {
  weeks: 'Wochen',
  months: 'Monate',
};

export const holidayRuleLabels: Record<HolidayRule, string> = {
  skip: 'An Feiertagen entfällt der Besuch',
  nextWorkingDay: 'Auf den nächsten Werktag verschieben',
};

const staffSchema = z.array(idSchema).max(MAX_ASSIGNED_STAFF, serviceMessages.tooManyStaff);

/** A week given by its Monday ('YYYY-MM-DD'). */
export const weekMondaySchema = z
  .string({ error: serviceMessages.weekStart })
  .refine((value) => isLocalDate(value) && weekdayOf(value) === 0, serviceMessages.weekStart);

// ── Service catalogue ('Leistungseinstellungen', 'Service erstellen') ──

const serviceFields = {
  title: z
    .string({ error: serviceMessages.nameRequired })
    .trim()
    .min(1, serviceMessages.nameRequired)
    .max(200, serviceMessages.titleTooLong),
  description: z.string().max(20_000, serviceMessages.descriptionTooLong),
  images: z.array(idSchema).max(MAX_IMAGES_PER_ELEMENT, serviceMessages.tooManyImages),
  active: z.boolean(),
  /** Minutes one visit usually takes; null = not set. */
  defaultDuration: z
    .number({ error: serviceMessages.durationRange })
    .int(serviceMessages.durationRange)
    .min(0, serviceMessages.durationRange)
    .max(1440, serviceMessages.durationRange)
    .nullable(),
  workerIds: staffSchema,
  substituteIds: staffSchema,
  costType: z.enum(COST_TYPES),
};

export const createServiceBodySchema = z.object({
  title: serviceFields.title,
  description: serviceFields.description.optional(),
  images: serviceFields.images.optional(),
  active: serviceFields.active.optional(),
  defaultDuration: serviceFields.defaultDuration.optional(),
  workerIds: serviceFields.workerIds.optional(),
  substituteIds: serviceFields.substituteIds.optional(),
  costType: serviceFields.costType.optional(),
});
export type CreateServiceBody = z.infer<typeof createServiceBodySchema>;

export const updateServiceBodySchema = createServiceBodySchema.partial().extend({
  version: versionSchema,
});
export type UpdateServiceBody = z.infer<typeof updateServiceBodySchema>;

export const serviceSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  images: z.array(idSchema),
  active: z.boolean(),
  defaultDuration: z.number().int().nullable(),
  workers: z.array(userRefSchema),
  substitutes: z.array(userRefSchema),
  costType: z.enum(COST_TYPES),
  createdAt: z.string(),
  createdBy: userRefSchema.nullable(),
  version: versionSchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListSchema = z.object({ items: z.array(serviceSchema) });

export const serviceParamsSchema = z.object({ projectId: idSchema, serviceId: idSchema });

/** The workers and substitutes pickers: the project's members flagged as worker (spec 000 §6). */
export const serviceWorkerOptionsSchema = z.object({ items: z.array(userRefSchema) });
export type ServiceWorkerOptions = z.infer<typeof serviceWorkerOptionsSchema>;

// ── Per property ('Leistungsverzeichnis', 'Leistung hinzufügen') ──

const intervalScheduleSchema = z
  .object({
    type: z.literal('interval'),
    every: z
      .number({ error: serviceMessages.intervalRange })
      .int(serviceMessages.intervalRange)
      .min(1, serviceMessages.intervalRange)
      .max(52, serviceMessages.intervalRange),
    unit: z.enum(SERVICE_INTERVAL_UNITS),
    startWeek: weekMondaySchema.nullable().refine((v) => v !== null, {
      message: serviceMessages.startWeekRequired,
    }),
    endWeek: weekMondaySchema.nullable(),
    days: z
      .array(z.enum(SERVICE_WEEKDAYS), { error: serviceMessages.dayRequired })
      .min(1, serviceMessages.dayRequired)
      .max(SERVICE_WEEKDAYS.length)
      .refine((days) => new Set(days).size === days.length, serviceMessages.dayRequired),
  })
  .superRefine((schedule, ctx) => {
    if (schedule.startWeek && schedule.endWeek && schedule.endWeek < schedule.startWeek) {
      ctx.addIssue({ code: 'custom', path: ['endWeek'], message: serviceMessages.endBeforeStart });
    }
  });

const datesScheduleSchema = z.object({
  type: z.literal('dates'),
  monthDays: z
    .array(
      z
        .number({ error: serviceMessages.monthDayRange })
        .int(serviceMessages.monthDayRange)
        .min(1, serviceMessages.monthDayRange)
        .max(31, serviceMessages.monthDayRange),
      { error: serviceMessages.dateRequired },
    )
    .min(1, serviceMessages.dateRequired)
    .max(31)
    .refine((days) => new Set(days).size === days.length, serviceMessages.duplicateDates),
});

/** An entry's schedule; the form sends `startWeek: null` so the spec's message can show. */
export const serviceScheduleSchema = z.discriminatedUnion('type', [
  intervalScheduleSchema,
  datesScheduleSchema,
]);

const entryFields = {
  serviceId: z
    .string({ error: serviceMessages.serviceRequired })
    .length(ID_LENGTH, serviceMessages.serviceRequired),
  active: z.boolean(),
  schedule: serviceScheduleSchema,
  holidayRule: z.enum(HOLIDAY_RULES),
  workerIds: staffSchema,
  substituteIds: staffSchema,
};

/** 'Leistung hinzufügen': nothing is stored before it is confirmed (no draft rows). */
export const createServiceEntryBodySchema = z.object({
  serviceId: entryFields.serviceId,
  active: entryFields.active.optional(),
  schedule: entryFields.schedule,
  holidayRule: entryFields.holidayRule.optional(),
  /** Defaults to the service's workers and substitutes. */
  workerIds: entryFields.workerIds.optional(),
  substituteIds: entryFields.substituteIds.optional(),
});
export type CreateServiceEntryBody = z.infer<typeof createServiceEntryBodySchema>;

export const updateServiceEntryBodySchema = z.object({
  version: versionSchema,
  active: entryFields.active.optional(),
  schedule: entryFields.schedule.optional(),
  holidayRule: entryFields.holidayRule.optional(),
  workerIds: entryFields.workerIds.optional(),
  substituteIds: entryFields.substituteIds.optional(),
});
export type UpdateServiceEntryBody = z.infer<typeof updateServiceEntryBodySchema>;

export const serviceEntrySchema = z.object({
  id: idSchema,
  propertyId: idSchema,
  service: z.object({ id: idSchema, title: z.string(), active: z.boolean() }),
  active: z.boolean(),
  schedule: serviceScheduleSchema,
  holidayRule: z.enum(HOLIDAY_RULES),
  workers: z.array(userRefSchema),
  substitutes: z.array(userRefSchema),
  version: versionSchema,
});
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;

export const serviceEntryListSchema = z.object({ items: z.array(serviceEntrySchema) });

export const serviceEntryParamsSchema = z.object({
  projectId: idSchema,
  propertyId: idSchema,
  entryId: idSchema,
});

// ── Services matrix (/tours, 'Leistungsverzeichnis') ──

export const serviceMatrixQuerySchema = z.object({
  /** Filter by property name (substring, case-insensitive). */
  search: z.string().max(200).optional(),
  /** Monday of a week: each cell then counts its visits of that week. */
  week: weekMondaySchema.optional(),
});

/**
 * A cell's visits of the asked week: `planned` all that are due (holiday skips left out),
 * of them `done` (confirmed) and `missed` (due date over, not done).
 */
export const cellVisitCountsSchema = z.object({
  planned: z.number().int(),
  done: z.number().int(),
  missed: z.number().int(),
});
export type CellVisitCounts = z.infer<typeof cellVisitCountsSchema>;

/** Properties × active services; `cells` holds the entry per service id, if any. */
export const serviceMatrixSchema = z.object({
  services: z.array(z.object({ id: idSchema, title: z.string() })),
  properties: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      entries: z.array(
        z.object({
          id: idSchema,
          serviceId: idSchema,
          active: z.boolean(),
          /** Only with `week`. */
          visits: cellVisitCountsSchema.optional(),
        }),
      ),
    }),
  ),
});
export type ServiceMatrix = z.infer<typeof serviceMatrixSchema>;

// ── Tours (/tours, 'Touren'): one worker's week ──

export const VISIT_STATUSES = ['planned', 'done', 'missed', 'skipped'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const tourMessages = {
  weekRequired: 'Bitte eine Kalenderwoche wählen',
  workerRequired: 'Bitte einen Arbeiter wählen',
  onlyOwnTour: 'Sie können nur Ihre eigene Tour sehen',
  overview: 'Übersicht',
  dateInvalid: 'Bitte ein gültiges Datum angeben',
} as const;

export const tourQuerySchema = z.object({
  /** Monday of the week; without it the overview (the worker's properties × services). */
  week: weekMondaySchema.optional(),
  /** Defaults to the caller; only office and admin roles may ask for another worker. */
  workerId: idSchema.optional(),
});
export type TourQuery = z.infer<typeof tourQuerySchema>;

/** One visit of an entry in the week, as the office and the worker see it. */
export const tourVisitSchema = z.object({
  entryId: idSchema,
  /** The planned day; stays the visit's identity when a holiday moves it. */
  plannedDate: z.string(),
  /** The day it happens (moved for a holiday); for anyDay the week's Monday. */
  date: z.string(),
  anyDay: z.boolean(),
  holiday: z.string().nullable(),
  status: z.enum(VISIT_STATUSES),
  /** Set when this worker stands in for an absent one. */
  substituteFor: userRefSchema.nullable(),
  /** Set on the absent worker's tour: who took the visit over (null if nobody could). */
  coveredBy: userRefSchema.nullable(),
  doneAt: z.string().nullable(),
  doneBy: userRefSchema.nullable(),
  comment: z.string().nullable(),
  photoCount: z.number().int(),
});
export type TourVisit = z.infer<typeof tourVisitSchema>;

export const tourSchema = z.object({
  worker: userRefSchema,
  /** Null for the overview. */
  week: z.string().nullable(),
  /** The seven dates Monday–Sunday of the week, empty for the overview. */
  days: z.array(z.string()),
  properties: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      /** From the property settings ('Adresse'); empty when not set. */
      address: z.string(),
      keyNumber: z.number().int().nullable(),
      info: z.string(),
      services: z.array(
        z.object({
          entryId: idSchema,
          serviceId: idSchema,
          title: z.string(),
          costType: z.enum(COST_TYPES),
          schedule: serviceScheduleSchema,
          visits: z.array(tourVisitSchema),
        }),
      ),
    }),
  ),
});
export type Tour = z.infer<typeof tourSchema>;

/** A worker confirms a visit done (the worker app uses it); photos are image ids. */
export const confirmVisitBodySchema = z.object({
  entryId: idSchema,
  plannedDate: z.string().refine(isLocalDate, tourMessages.dateInvalid),
  /** When it was done (ISO date-time); defaults to now. */
  doneAt: z.iso.datetime({ offset: true }).optional(),
  comment: z.string().max(2000, serviceMessages.commentTooLong).optional(),
  images: z.array(idSchema).max(MAX_IMAGES_PER_ELEMENT, serviceMessages.tooManyPhotos).optional(),
});
export type ConfirmVisitBody = z.infer<typeof confirmVisitBodySchema>;

// ── Leistungsnachweis (per property and month, PDF and CSV) ──

export const visitStatusLabels: Record<VisitStatus, string> = {
  planned: 'geplant',
  done: 'erledigt',
  missed: 'nicht erledigt',
  skipped: 'entfällt',
};

export const serviceProofMessages = {
  monthInvalid: 'Bitte einen Monat im Format JJJJ-MM angeben',
  formatInvalid: 'Bitte pdf oder csv als Format angeben',
  onlyOffice: 'Den Leistungsnachweis können nur Büro und Verwaltung abrufen',
} as const;

/** A month as 'YYYY-MM' (years 2000–2999). */
export const proofMonthSchema = z
  .string({ error: serviceProofMessages.monthInvalid })
  .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, serviceProofMessages.monthInvalid);

export const serviceProofQuerySchema = z.object({
  month: proofMonthSchema,
  format: z.enum(['pdf', 'csv'], { error: serviceProofMessages.formatInvalid }).default('pdf'),
});
export type ServiceProofQuery = z.infer<typeof serviceProofQuerySchema>;

/** One planned visit of the month and what became of it. */
export const serviceProofRowSchema = z.object({
  entryId: idSchema,
  service: z.string(),
  costType: z.enum(COST_TYPES),
  plannedDate: z.string(),
  /** The day it was due (moved for a holiday); for anyDay the week's Monday. */
  date: z.string(),
  anyDay: z.boolean(),
  holiday: z.string().nullable(),
  status: z.enum(VISIT_STATUSES),
  /** Who did it (done) or was to do it (the substitute when one took over); null if nobody. */
  worker: userRefSchema.nullable(),
  /** The absent worker the `worker` stood in for. */
  substituteFor: userRefSchema.nullable(),
  /** When it was confirmed done (ISO date-time). */
  doneAt: z.string().nullable(),
  comment: z.string().nullable(),
  photoCount: z.number().int(),
});
export type ServiceProofRow = z.infer<typeof serviceProofRowSchema>;

export const visitCountsSchema = z.object({
  total: z.number().int(),
  done: z.number().int(),
  missed: z.number().int(),
  skipped: z.number().int(),
  planned: z.number().int(),
});
export type VisitCounts = z.infer<typeof visitCountsSchema>;

/**
 * The Leistungsnachweis: every planned visit of one property in one month, grouped by cost
 * type, with counts per group and totals split into what may be passed on to tenants in the
 * yearly service-charge statement (umlagefähig, § 2 BetrKV Nr. 8–10, 14, 17) and what may not.
 */
export const serviceProofSchema = z.object({
  property: z.object({
    id: idSchema,
    name: z.string(),
    address: z.string(),
    keyNumber: z.number().int().nullable(),
  }),
  month: proofMonthSchema,
  groups: z.array(
    z.object({
      costType: z.enum(COST_TYPES),
      allocable: z.boolean(),
      counts: visitCountsSchema,
      rows: z.array(serviceProofRowSchema),
    }),
  ),
  totals: z.object({ allocable: visitCountsSchema, notAllocable: visitCountsSchema }),
});
export type ServiceProof = z.infer<typeof serviceProofSchema>;

// ── Calendar feed of a worker's tour (iCal subscription) ──

export const calendarFeedQuerySchema = z.object({
  /** Defaults to the caller; only office and admin roles may name another worker. */
  workerId: idSchema.optional(),
});

/** The feed's URL, shown once: only its hash is stored. */
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });

export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
