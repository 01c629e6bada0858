import { z } from 'zod';
import { EMPLOYMENT_TYPES, PAY_KINDS } from '../payroll/employment.ts';
import { idSchema, userRefSchema, versionSchema } from './common.ts';
import { localDateSchema } from './time-tracking.ts';

/** Texts of the wage screens and of the server's refusals. */
export const payrollApiMessages = {
  employeeNotFound: 'Der Mitarbeiter wurde nicht gefunden.',
  wageNotFound: 'Der Lohneintrag wurde nicht gefunden.',
  notMember: 'Dieser Nutzer ist kein Mitglied des Projekts.',
  personnelNumber: 'Bitte eine Personalnummer von 1 bis 99999 angeben (wie in DATEV LODAS)',
  personnelNumberTaken: 'Diese Personalnummer ist in diesem Projekt bereits vergeben.',
  conflict: 'Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
  validFrom: 'Bitte ein Datum zwischen 2000 und 2100 angeben',
  employmentType: 'Bitte eine Beschäftigungsart auswählen',
  kind: 'Bitte Stundenlohn oder Monatsgehalt auswählen',
  amount: 'Bitte einen Betrag zwischen 0,01 € und 100.000,00 € angeben',
  monthlyHours: 'Bitte die vertraglichen Stunden im Monat angeben (mehr als 0, höchstens 744)',
  monthlyHoursHourly: 'Vertragliche Monatsstunden gehören nur zu einem Monatsgehalt',
  note: 'Die Bemerkung darf höchstens 500 Zeichen lang sein',
  onlyFutureDeletable:
    'Nur ein Lohn, der erst nach heute beginnt, kann gelöscht werden. Bitte erfassen Sie eine Korrektur als neuen Eintrag.',
  alreadyDeleted: 'Dieser Lohneintrag wurde bereits gelöscht.',
  sectorTwice: 'Für jedes Datum bitte nur einen Branchenmindestlohn angeben',
  sectorMax: 'Höchstens 50 Branchenmindestlöhne',
} as const;

const m = payrollApiMessages;

export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES, { error: m.employmentType });
export const payKindSchema = z.enum(PAY_KINDS, { error: m.kind });

/** A day from 2000 to 2100 (a wage or sector minimum begins on it). */
export const payDateSchema = localDateSchema.refine((d) => d >= '2000-01-01' && d <= '2100-12-31', {
  error: m.validFrom,
});

/** Cents, 1 to 10,000,000 (0,01 € to 100.000,00 €). */
export const centsSchema = z
  .number({ error: m.amount })
  .int({ error: m.amount })
  .min(1, { error: m.amount })
  .max(10_000_000, { error: m.amount });

/** DATEV LODAS takes Personalnummern 1–99999; unique in the project (a database constraint). */
export const personnelNumberSchema = z
  .number({ error: m.personnelNumber })
  .int({ error: m.personnelNumber })
  .min(1, { error: m.personnelNumber })
  .max(99_999, { error: m.personnelNumber });

/** 'Personalnummer': null takes it away; `version` of the employee (0 before the first save). */
export const personnelNumberBodySchema = z.object({
  personnelNumber: personnelNumberSchema.nullable(),
  version: versionSchema,
});
export type PersonnelNumberBody = z.infer<typeof personnelNumberBodySchema>;

/** Kind and hours are valid themselves, so whether they fit together can be judged. */
function hoursJudgeable(payload: { value: unknown }): boolean {
  const v = payload.value as { kind?: unknown; monthlyHours?: unknown } | null;
  if (typeof v !== 'object' || v === null) return false;
  const hours = v.monthlyHours ?? null;
  return (
    (v.kind === 'hourly' || v.kind === 'monthly') &&
    (hours === null || (typeof hours === 'number' && hours > 0 && hours <= 744))
  );
}

/** 'Neuer Lohn ab …': a new row of the history (a change, or the correction of a row). */
export const newWageBodySchema = z
  .object({
    validFrom: payDateSchema,
    employmentType: employmentTypeSchema,
    kind: payKindSchema,
    /** Cents per hour (hourly) or per month (monthly). */
    amountCents: centsSchema,
    /** Monthly salary only: the contractual hours per month. */
    monthlyHours: z
      .number({ error: m.monthlyHours })
      .gt(0, { error: m.monthlyHours })
      .max(744, { error: m.monthlyHours })
      .nullable()
      .default(null),
    note: z.string().trim().max(500, { error: m.note }).default(''),
  })
  // Judged also while other fields are still wrong (`when`), so the form shows every message at once.
  .refine((v) => v.kind !== 'monthly' || v.monthlyHours !== null, {
    path: ['monthlyHours'],
    error: m.monthlyHours,
    when: hoursJudgeable,
  })
  .refine((v) => v.kind !== 'hourly' || v.monthlyHours === null, {
    path: ['monthlyHours'],
    error: m.monthlyHoursHourly,
    when: hoursJudgeable,
  });
export type NewWageBody = z.infer<typeof newWageBodySchema>;

export const payrollFindingSchema = z.object({
  code: z.string(),
  message: z.string(),
  date: z.string().nullable(),
});

export const wageStateSchema = z.enum(['current', 'future', 'past', 'corrected', 'deleted']);

export const wageSchema = z.object({
  id: idSchema,
  validFrom: z.string(),
  employmentType: employmentTypeSchema,
  kind: payKindSchema,
  amountCents: z.number().int(),
  monthlyHours: z.number().nullable(),
  /** Cents per hour (a salary ÷ its monthly hours), not rounded. */
  hourlyCents: z.number(),
  note: z.string(),
  recordedAt: z.string(),
  recordedBy: userRefSchema.nullable(),
  deletedAt: z.string().nullable(),
  deletedBy: userRefSchema.nullable(),
  state: wageStateSchema,
  deletable: z.boolean(),
});
export type WageView = z.infer<typeof wageSchema>;

/** An employee's pay: Personalnummer, the row of today and the findings of today on. */
export const employeePayrollSummarySchema = z.object({
  user: userRefSchema,
  personnelNumber: personnelNumberSchema.nullable(),
  version: z.number().int(),
  /** The row that holds today (null: none yet, or only rows to come). */
  current: wageSchema.nullable(),
  /** Below the minimum wage, from the first row on (future minimum levels included). */
  findings: z.array(payrollFindingSchema),
});
export const employeePayrollSchema = employeePayrollSummarySchema.extend({
  /** Every row ever entered, newest first (corrected and deleted ones too). */
  wages: z.array(wageSchema),
});
export type EmployeePayroll = z.infer<typeof employeePayrollSchema>;
export const employeePayrollListSchema = z.object({
  items: z.array(employeePayrollSummarySchema),
});

export const employeePayrollParamsSchema = z.object({ projectId: idSchema, userId: idSchema });
export const wageParamsSchema = employeePayrollParamsSchema.extend({ wageId: idSchema });

const sectorLevelSchema = z.object({ validFrom: payDateSchema, amountCents: centsSchema });

/** The project's payroll settings: § 2a SchwarzArbG and the sector minimum wages. */
export const payrollSettingsBodySchema = z.object({
  /** The project's sector is one of § 2a SchwarzArbG (§ 17 MiLoG recording for everyone). */
  schwarzArbG: z.boolean({ error: 'Bitte angeben, ob § 2a SchwarzArbG gilt' }),
  sectorMinimumWages: z
    .array(sectorLevelSchema)
    .max(50, { error: m.sectorMax })
    .refine((list) => new Set(list.map((l) => l.validFrom)).size === list.length, {
      error: m.sectorTwice,
    })
    .default([]),
});
export type PayrollSettingsBody = z.infer<typeof payrollSettingsBodySchema>;

export const payrollSettingsSchema = payrollSettingsBodySchema.extend({
  /** Not set yet: the default holds (on for a facility-service company, see docs/payroll.md). */
  schwarzArbGDefault: z.boolean(),
  schwarzArbGSet: z.boolean(),
  /** Today's statutory minimum wage and Minijob limit, for the form's hints. */
  statutoryMinimumCents: z.number().int(),
  minijobLimitCents: z.number().int(),
});
export type PayrollSettingsView = z.infer<typeof payrollSettingsSchema>;

/** The payroll part of a month (Mitarbeiterübersicht), counted like the month's figures. */
export const monthPayrollSchema = z.object({
  personnelNumber: z.number().int().nullable(),
  /** The row of the month's last counted day (today in a running month). */
  wage: wageSchema.nullable(),
  minimumWageCents: z.number().int(),
  minimumWageSource: z.enum(['statutory', 'sector']),
  /** Paid hours × wage plus surcharges of the counted days; null without any wage in the month. */
  earnings: z
    .object({
      cents: z.number().int(),
      paidMinutes: z.number().int(),
      holidayMinutes: z.number().int(),
    })
    .nullable(),
  minijob: z
    .object({
      limitCents: z.number().int(),
      earningsCents: z.number().int(),
      expectedCents: z.number().int(),
      exceeded: z.boolean(),
      expectedExceeded: z.boolean(),
      minutesLeft: z.number().int().nullable(),
    })
    .nullable(),
  /** § 17 MiLoG applies (Minijob, short-term, or the project's § 2a sector). */
  recordingRequired: z.boolean(),
  findings: z.array(payrollFindingSchema),
  /** Days without time whose § 17 deadline ends within two days (as of today). */
  dueSoon: z.array(z.object({ date: z.string(), deadline: z.string() })),
});
export type MonthPayroll = z.infer<typeof monthPayrollSchema>;
