import { z } from 'zod';
import { GERMAN_STATES, type GermanState } from '../holidays/german-holidays.ts';
import { ABSENCE_STATES } from '../states/absence-states.ts';
import { isClockTime } from '../time-tracking/format.ts';
import { messages } from '../time-tracking/messages.ts';
import { idSchema, userRefSchema, versionSchema } from './common.ts';
import { changeReasonSchema } from './time-history.ts';
import { clockStatusSchema } from './worker-app.ts';
import { monthPayrollSchema, payrollFindingSchema } from './payroll.ts';
import {
  absenceBodySchema,
  absenceTypeSchema,
  localDateSchema,
  surchargeBodySchema,
  timeSettingsSchema,
} from './time-tracking.ts';

/** Texts of the API the spec does not name; in the tone of the spec's messages. */
export const timeApiMessages = {
  recordNotFound: 'Der Zeiterfassungs-Record wurde nicht gefunden.',
  noRecordForYear: 'Für dieses Jahr gibt es keinen Zeiterfassungs-Record.',
  recordOverlap: messages.record.overlap,
  carriedOver: 'Dieser Wert wird aus dem vorherigen Record übernommen.',
  recordPastYear: 'Records vergangener Jahre können nicht bearbeitet werden.',
  recordYear: 'Bitte ein Jahr zwischen dem aktuellen und den nächsten vier Jahren wählen',
  noFormerRecord: 'Es gibt keinen früheren Record, der kopiert werden kann.',
  notMember: 'Dieser Nutzer ist kein Mitglied des Projekts.',
  employmentEndBeforeStart: 'Das Ende der Beschäftigung darf nicht vor ihrem Beginn liegen.',
  entryNotFound: 'Die Zeit wurde nicht gefunden.',
  entryTypeLocked: 'Die Art eines Eintrags kann nicht geändert werden.',
  noTimeOnAbsence: 'An Tagen mit Urlaub oder ganztägiger Krankheit kann keine Zeit erfasst werden.',
  absenceTypeMissing: messages.absence.typeMissing,
  absenceNotFound: 'Die Abwesenheit wurde nicht gefunden.',
  surchargeNotFound: 'Der Zuschlag wurde nicht gefunden.',
  surchargeArchived: 'Der Zuschlag ist bereits archiviert.',
  templateNotFound: 'Das Feiertag-Template wurde nicht gefunden.',
  unknownHoliday: 'Unbekannter Feiertag',
  stateMissing: 'Bitte ein Bundesland auswählen',
  conflict: 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
  calendarRange: 'Bitte einen Zeitraum von höchstens drei Monaten wählen',
  previewRange: 'Bitte einen Zeitraum von höchstens zwei Jahren wählen',
  refuseReasonTooLong: 'Die Begründung darf höchstens 500 Zeichen lang sein',
} as const;

export const clockOrEmptySchema = z
  .string()
  .refine((v) => isClockTime(v) && v !== '24:00', { error: 'Ungültige Uhrzeit' })
  .nullable()
  .optional();

export const timeEntryBodySchema = z.object({
  /** Whose time; the caller's own when left out. */
  userId: idSchema.optional(),
  date: localDateSchema,
  type: z.enum(['work', 'absence']),
  /** Part absences: the kind of absence. */
  absenceType: absenceTypeSchema.nullable().optional(),
  /** The full-day toggle: the planned day with the default pause, start/end/breaks ignored. */
  fullDay: z.boolean().default(false),
  start: clockOrEmptySchema,
  end: clockOrEmptySchema,
  endsNextDay: z.boolean().default(false),
  breaks: z
    .array(z.object({ start: clockOrEmptySchema, end: clockOrEmptySchema }))
    .max(20)
    .default([]),
  comment: z.string().max(2000).default(''),
});
export type TimeEntryBody = z.infer<typeof timeEntryBodySchema>;

export const updateTimeEntryBodySchema = timeEntryBodySchema
  .omit({ userId: true })
  .extend({ version: versionSchema, reason: changeReasonSchema });
export type UpdateTimeEntryBody = z.infer<typeof updateTimeEntryBodySchema>;

export const checkTimeEntryBodySchema = timeEntryBodySchema.extend({
  /** The edited entry, left out of the overlap check. */
  entryId: idSchema.optional(),
});

const findingSchema = z.object({ code: z.string(), message: z.string() });
const issueSchema = z.object({ field: z.string(), message: z.string() });
const spanSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});

export const timeEntrySchema = z.object({
  id: idSchema,
  userId: idSchema,
  recordId: idSchema,
  date: z.string(),
  type: z.enum(['work', 'absence']),
  absenceType: absenceTypeSchema.nullable(),
  start: z.string(),
  end: z.string(),
  breaks: z.array(spanSchema.extend({ id: z.string() })),
  comment: z.string(),
  /**
   * Made by the time clock from a shift of which an event reached the server late (offline):
   * when the latest late event arrived (the office shows 'nachträglich übertragen').
   */
  lateReceivedAt: z.string().nullable(),
  /**
   * § 17 MiLoG: when the entry was first recorded and by whom (never changed by an edit);
   * null for entries from before this was kept, and imported ones ('unbekannt').
   */
  recordedAt: z.string().nullable(),
  recordedBy: userRefSchema.nullable(),
  version: z.number().int(),
});
export type TimeEntryView = z.infer<typeof timeEntrySchema>;

const surchargeMinutesSchema = z.object({ surchargeId: z.string(), minutes: z.number().int() });

export const dayViewSchema = z.object({
  date: z.string(),
  weekday: z.number().int(),
  isWorkingDay: z.boolean(),
  holiday: z.string().nullable(),
  absence: absenceTypeSchema.nullable(),
  canAddTime: z.boolean(),
  /** Soll, Ist, Saldo in minutes. */
  target: z.number().int(),
  actual: z.number().int(),
  saldo: z.number().int(),
  worked: z.number().int(),
  breaks: z.number().int(),
  surcharges: z.array(surchargeMinutesSchema),
  findings: z.array(findingSchema),
  entries: z.array(timeEntrySchema),
});
export type DayView = z.infer<typeof dayViewSchema>;

/**
 * The answer to a time clock event (worker app): the status, and after an 'out' the day of the
 * entry it made with its legal findings (warnings, e.g. § 4 ArbZG breaks); null otherwise and
 * on a replay. Here rather than in worker-app.ts, which stays free of the holiday tables.
 */
export const clockResultSchema = clockStatusSchema.extend({ day: dayViewSchema.nullable() });
export type ClockResult = z.infer<typeof clockResultSchema>;

/** An entry write's answer: the entry and its day with the legal findings (warnings). */
export const timeEntryResultSchema = z.object({ entry: timeEntrySchema, day: dayViewSchema });
export const timeEntryCheckSchema = z.object({
  issues: z.array(issueSchema),
  findings: z.array(findingSchema),
  /** Minimum wage, Minijob limit and § 17 MiLoG warnings about the time as typed. */
  payroll: z.array(findingSchema),
});

export const entryParamsSchema = z.object({ projectId: idSchema, entryId: idSchema });
export const recordParamsSchema = z.object({ projectId: idSchema, recordId: idSchema });
export const absenceParamsSchema = z.object({ projectId: idSchema, absenceId: idSchema });
export const surchargeParamsSchema = z.object({ projectId: idSchema, surchargeId: idSchema });
export const templateParamsSchema = z.object({ projectId: idSchema, templateId: idSchema });
export const monthParamsSchema = z.object({
  projectId: idSchema,
  userId: idSchema,
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export const yearParamsSchema = monthParamsSchema.omit({ month: true });
export const payrollParamsSchema = monthParamsSchema.omit({ userId: true });
export const weekParamsSchema = z.object({
  projectId: idSchema,
  year: z.coerce.number().int().min(2000).max(2100),
  week: z.coerce.number().int().min(1).max(53),
});

const recordInfoSchema = z.object({
  id: idSchema,
  year: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  timeSettings: timeSettingsSchema,
});

const monthSurchargeSchema = z.object({
  surchargeId: z.string(),
  name: z.string(),
  value: z.number(),
  minutes: z.number(),
});

/** A running shift of the time clock as the office's month shows it ('läuft seit 07:00'). */
export const runningShiftSchema = z.object({
  /** The Berlin date of the clock-in (the day row it shows on). */
  date: z.string(),
  /** The clock-in time 'HH:MM' in Europe/Berlin. */
  since: z.string(),
  /** The clock-in as an ISO instant (the device's time). */
  startedAt: z.string(),
  /** On a break right now. */
  onBreak: z.boolean(),
});
export type RunningShift = z.infer<typeof runningShiftSchema>;

/** Why the year's leave is what it is (engine `VacationBasis`, §§ 4, 5 BUrlG). */
export const vacationBasisSchema = z.enum([
  'full',
  'partialNoWaiting',
  'partialLeavingEarly',
  'partialLeavingFirstHalf',
  'proRata',
  'notEmployed',
]);

/** The employment the vacation belongs to; `derived`: no start entered, the first record's. */
export const employmentViewSchema = z.object({
  start: localDateSchema,
  end: localDateSchema.nullable(),
  derived: z.boolean(),
});

export const employmentParamsSchema = z.object({ projectId: idSchema, userId: idSchema });

/** 'Beschäftigt seit / bis' of a member: null start = the first record's start stands for it. */
export const employmentBodySchema = z
  .object({ start: localDateSchema.nullable(), end: localDateSchema.nullable() })
  .refine((v) => v.start === null || v.end === null || v.end >= v.start, {
    error: timeApiMessages.employmentEndBeforeStart,
    path: ['end'],
  });
export type EmploymentBody = z.infer<typeof employmentBodySchema>;

/** The project's vacation rule: 'statutory' (§§ 4, 5 BUrlG) or 'proRata' (by contract). */
export const vacationSettingsSchema = z.object({
  vacationAccrual: z.enum(['statutory', 'proRata']),
});
export type VacationSettings = z.infer<typeof vacationSettingsSchema>;

export const monthViewSchema = z.object({
  user: userRefSchema,
  record: recordInfoSchema,
  days: z.array(dayViewSchema),
  /** Zeitübersicht (minutes). */
  overview: z.object({
    previousSaldo: z.number().int(),
    target: z.number().int(),
    actual: z.number().int(),
    saldo: z.number().int(),
    account: z.number().int(),
  }),
  /** Zuschläge: minutes per surcharge in the month, counted up to `countedUntil`. */
  surcharges: z.array(monthSurchargeSchema),
  /**
   * The last day Zeitübersicht and Zuschläge count (today, Berlin) while days of the month are
   * still to come ('bis heute'); null when the whole month is counted.
   */
  countedUntil: z.string().nullable(),
  /**
   * The days after `countedUntil`, planned and not counted: their Soll, the time already
   * entered on them and its surcharges (the day rows' figures). Null when none are left.
   */
  planned: z
    .object({
      from: z.string(),
      to: z.string(),
      target: z.number().int(),
      actual: z.number().int(),
      surcharges: z.array(monthSurchargeSchema),
    })
    .nullable(),
  /**
   * A shift clocked in on the worker app and not yet clocked out (it counts nothing until the
   * out makes its time entry): the Berlin date and time of the in; null when none runs.
   */
  runningShift: runningShiftSchema.nullable(),
  /** Lohn, Minijob-Grenze and § 17 MiLoG of the month (docs/payroll.md). */
  payroll: monthPayrollSchema,
  /**
   * Urlaub (days). Adds up: endOfPreviousMonth + arisenInMonth − taken = remaining, and
   * carriedOver + arisen − takenSoFar = remaining.
   */
  vacation: z.object({
    endOfPreviousMonth: z.number(),
    arisenInMonth: z.number(),
    taken: z.number(),
    remaining: z.number(),
    carriedOver: z.number(),
    arisen: z.number(),
    takenSoFar: z.number(),
    entitlement: z.number(),
    basis: vacationBasisSchema,
    waitingPeriodEnd: localDateSchema,
    arisesOn: localDateSchema.nullable(),
    employment: employmentViewSchema.nullable(),
  }),
});
export type MonthView = z.infer<typeof monthViewSchema>;

const yearRowSchema = z.object({
  label: z.string(),
  target: z.number().int(),
  actual: z.number().int(),
  saldo: z.number().int(),
  account: z.number().int(),
});
export const yearViewSchema = z.object({
  user: userRefSchema,
  rows: z.array(yearRowSchema),
  total: yearRowSchema,
  /** § 3 over six months (the months), § 11 (the Sunday concerned as `date`). */
  findings: z.array(
    findingSchema.extend({
      firstMonth: z.number(),
      lastMonth: z.number(),
      date: localDateSchema.nullable(),
    }),
  ),
});

export const weekViewSchema = z.object({
  year: z.number().int(),
  week: z.number().int(),
  dates: z.array(z.string()),
  rows: z.array(
    z.object({
      user: userRefSchema,
      workingDays: z.number(),
      vacationDays: z.number(),
      absenceDays: z.number(),
      workTime: z.number().int(),
      breaks: z.number().int(),
      total: z.number().int(),
      saldo: z.number().int(),
    }),
  ),
});

export const absenceStateSchema = z.enum(ABSENCE_STATES);
export const absenceSchema = z.object({
  id: idSchema,
  user: userRefSchema,
  startDate: z.string(),
  endDate: z.string(),
  type: absenceTypeSchema,
  state: absenceStateSchema,
  comment: z.string(),
  /** 'Abgelehnt': the reason given with the refusal (null when none was given, or not refused). */
  refusalReason: z.string().nullable(),
  version: z.number().int(),
});
export type AbsenceView = z.infer<typeof absenceSchema>;
export const absenceListQuerySchema = z.object({
  userId: idSchema.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const absenceListSchema = z.object({ items: z.array(absenceSchema) });
/**
 * Creating: userId may be left out for one's own absence, and `submit` creates it submitted
 * (the worker app's 'Abwesenheit beantragen', one request that can wait in its outbox).
 */
export const createAbsenceBodySchema = absenceBodySchema.extend({
  userId: absenceBodySchema.shape.userId.optional(),
  submit: z.boolean().optional(),
});
export const updateAbsenceBodySchema = absenceBodySchema
  .omit({ userId: true })
  .extend({ version: versionSchema, reason: changeReasonSchema });
export const versionBodySchema = z.object({ version: versionSchema });

/** The absence dialog's preview: how many working days a request from … to uses. */
export const absenceWorkingDaysQuerySchema = z.object({
  userId: idSchema.optional(),
  startDate: localDateSchema,
  endDate: localDateSchema,
});
export const absenceWorkingDaysSchema = z.object({ workingDays: z.number().int().min(0) });

export const ABSENCE_REFUSE_REASON_MAX = 500;
/** 'Ablehnen': the version the office saw and an optional 'Begründung' the owner is told. */
export const refuseAbsenceBodySchema = z.object({
  version: versionSchema,
  reason: z
    .string()
    .trim()
    .max(ABSENCE_REFUSE_REASON_MAX, timeApiMessages.refuseReasonTooLong)
    .optional(),
});
export type RefuseAbsenceBody = z.infer<typeof refuseAbsenceBodySchema>;

export const calendarQuerySchema = z.object({ from: localDateSchema, to: localDateSchema });
export const calendarSchema = z.object({
  absences: z.array(absenceSchema),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
});

export const recordSchema = z.object({
  id: idSchema,
  user: userRefSchema,
  year: z.number().int(),
  startMonth: z.number().int(),
  endMonth: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  timeSettings: timeSettingsSchema,
  holidayTemplateId: z.string().nullable(),
  formerRecordId: z.string().nullable(),
  /** With a former record: its closing values, computed on every read. */
  initialSaldo: z.number().int(),
  initialVacation: z.number(),
  /** Urlaub (verfügbar / genommen) and Saldo (minutes, up to today) of the records table. */
  vacation: z.object({
    available: z.number(),
    taken: z.number(),
    /** available = carriedOver + arisen; remaining = available − taken. */
    carriedOver: z.number(),
    arisen: z.number(),
    remaining: z.number(),
    basis: vacationBasisSchema,
  }),
  employment: employmentViewSchema.nullable(),
  saldo: z.number().int(),
  /** Below the minimum wage in the record's months, Minijob months over the limit (counted). */
  payrollFindings: z.array(payrollFindingSchema),
  editable: z.boolean(),
  version: z.number().int(),
});
export type RecordView = z.infer<typeof recordSchema>;
export const recordListQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
});
export const recordListSchema = z.object({ items: z.array(recordSchema) });
export const updateRecordBodySchema = z.object({
  version: versionSchema,
  startMonth: z.number().int().min(1).max(12).optional(),
  endMonth: z.number().int().min(1).max(12).optional(),
  holidayTemplateId: idSchema.nullable().optional(),
  /** Refused on a record with a former record: it carries that one's values. */
  initialSaldo: z.number().int().optional(),
  initialVacation: z.number().optional(),
  timeSettings: timeSettingsSchema.optional(),
});

export const surchargeSchema = surchargeBodySchema.extend({
  id: idSchema,
  active: z.boolean(),
  endDate: z.string().nullable(),
  version: z.number().int(),
});
export const surchargeListSchema = z.object({ items: z.array(surchargeSchema) });
export const surchargeListQuerySchema = z.object({ archived: z.stringbool().default(false) });
export const updateSurchargeBodySchema = surchargeBodySchema.extend({ version: versionSchema });
export const archiveSurchargeBodySchema = z.object({
  version: versionSchema,
  endDate: localDateSchema.nullable().optional(),
});
export const surchargePresetsQuerySchema = z.object({ startDate: localDateSchema });
export const surchargePresetsSchema = z.object({ items: z.array(surchargeBodySchema) });

export const holidayTemplateSchema = z.object({
  id: idSchema,
  name: z.string(),
  holidayIds: z.array(z.string()),
  version: z.number().int(),
});
export const holidayTemplateListSchema = z.object({ items: z.array(holidayTemplateSchema) });
export const updateHolidayTemplateBodySchema = z.object({
  version: versionSchema,
  holidayIds: z.array(idSchema).min(1, { error: messages.holidayTemplate.dayMissing }),
});

export const holidayListSchema = z.object({
  years: z.array(z.number().int()),
  items: z.array(
    z.object({ id: idSchema, name: z.string(), dates: z.record(z.string(), z.string()) }),
  ),
});
export const refreshHolidaysBodySchema = z.object({
  state: z.enum(Object.keys(GERMAN_STATES) as [GermanState, ...GermanState[]], {
    error: timeApiMessages.stateMissing,
  }),
});

/** 'Monatsdaten aktualisieren' (spec 000 §2, §8): the wizard's texts. */
export const monthResetMessages = {
  usersMissing: 'Bitte mindestens einen Mitarbeiter auswählen',
  confirm:
    'Möchten Sie die Monatsdaten aktualisieren? Dieser Vorgang kann nicht rückgängig gemacht werden.',
  done: 'Daten erfolgreich aktualisiert',
  summary: (days: number, employees: number) =>
    `${days} ${days === 1 ? 'Tag' : 'Tage'} bei ${employees} ${employees === 1 ? 'Mitarbeiter' : 'Mitarbeitern'} eingetragen`,
  notFound: 'Die Aktualisierung wurde nicht gefunden.',
} as const;

/**
 * The wizard's choice: employees, month and which times to write. Every working day gets the
 * planned day of the employee's record (start time, hours, default pause); 'fill' keeps days
 * that already have times, 'replace' replaces them.
 */
export const monthResetBodySchema = z.object({
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
  userIds: z.array(idSchema).min(1, { error: monthResetMessages.usersMissing }).max(500),
  mode: z.enum(['fill', 'replace']),
});
export type MonthResetBody = z.infer<typeof monthResetBodySchema>;

export const monthResetSchema = z.object({
  id: idSchema,
  state: z.enum(['pending', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  days: z.number().int(),
  /** Employees whose month was changed; the summary counts these, not all chosen. */
  employees: z.number().int(),
});
export type MonthResetView = z.infer<typeof monthResetSchema>;
export const monthResetParamsSchema = z.object({ projectId: idSchema, resetId: idSchema });
