import { z } from 'zod';
import { isClockTime } from '../time-tracking/format.ts';
import { isLocalDate } from '../time-tracking/local-date.ts';
import { messages } from '../time-tracking/messages.ts';
import { TIME_SETTINGS_LIMITS } from '../time-tracking/time-settings.ts';
import { ABSENCE_TYPES } from '../time-tracking/types.ts';
import { idSchema } from './common.ts';

const range = (limits: { min: number; max: number }) =>
  z
    .number({ error: messages.timeSettings.range(limits.min, limits.max) })
    .min(limits.min, { error: messages.timeSettings.range(limits.min, limits.max) })
    .max(limits.max, { error: messages.timeSettings.range(limits.min, limits.max) });

export const localDateSchema = z.string().refine(isLocalDate, { error: 'Ungültiges Datum' });
export const clockTimeSchema = z.string().refine((v) => isClockTime(v) && v !== '24:00', {
  error: messages.timeSettings.startTime,
});

/** time_settings of a yearly record; defaults from the spec (the form pre-fills 27 vacation days). */
export const timeSettingsSchema = z.object({
  weeklyHours: range(TIME_SETTINGS_LIMITS.weeklyHours).default(40),
  weekdaysPerWeek: range(TIME_SETTINGS_LIMITS.weekdaysPerWeek).int().default(5),
  pauseMinutes: range(TIME_SETTINGS_LIMITS.pauseMinutes).int().default(30),
  vacationDaysPerYear: range(TIME_SETTINGS_LIMITS.vacationDaysPerYear).default(30),
  startTime: clockTimeSchema.default('08:00'),
});
export type TimeSettingsInput = z.infer<typeof timeSettingsSchema>;

export const absenceTypeSchema = z.enum(ABSENCE_TYPES, { error: messages.absence.typeMissing });

/** The absence dialog's body; cross-field rules (order, record year, overlaps) are in validateAbsence. */
export const absenceBodySchema = z.object({
  userId: idSchema
    .or(z.literal(''))
    .refine((v) => v !== '', { error: messages.absence.userMissing }),
  startDate: localDateSchema
    .or(z.literal(''))
    .refine((v) => v !== '', { error: messages.absence.startMissing }),
  endDate: localDateSchema
    .or(z.literal(''))
    .refine((v) => v !== '', { error: messages.absence.endMissing }),
  type: absenceTypeSchema,
  comment: z.string().max(2000).default(''),
});
export type AbsenceBody = z.infer<typeof absenceBodySchema>;

/** Surcharge body; the per-type rules and their German messages are in validateSurcharge. */
export const surchargeBodySchema = z.object({
  name: z.string().trim().min(1, { error: messages.surcharge.nameMissing }),
  short: z.string().max(10).default(''),
  description: z.string().default(''),
  color: z.string().default('blue'),
  type: z.enum(['time', 'day', 'overtime']),
  value: z.number().refine((v) => v !== 0, { error: messages.surcharge.valueMissing }),
  time: z.object({ start: z.string(), end: z.string() }).optional(),
  days: z
    .object({
      weekdays: z.array(z.number().int().min(0).max(6)).optional(),
      holidays: z.union([z.boolean(), z.array(idSchema)]).optional(),
      dates: z.array(z.string().regex(/^\d{2}-\d{2}$/)).optional(),
    })
    .optional(),
  onlyIfStartedBeforeMidnight: z.boolean().optional(),
  /** Day surcharges: also 0–4 h of the next day for a shift begun before midnight (§ 3b Abs. 3 EStG). */
  continuesUntilFourNextDay: z.boolean().optional(),
  group: z.string().optional(),
  startDate: localDateSchema,
  endDate: localDateSchema.nullable().optional(),
  connectedRecords: z.array(idSchema).default([]),
});
export type SurchargeBody = z.infer<typeof surchargeBodySchema>;

export const holidayTemplateBodySchema = z.object({
  name: z.string().trim().min(1, { error: messages.holidayTemplate.nameMissing }),
  holidayIds: z.array(idSchema).min(1, { error: messages.holidayTemplate.dayMissing }),
});
export type HolidayTemplateBody = z.infer<typeof holidayTemplateBodySchema>;

/**
 * Creating a record (a year, or part of one: a contract change mid-year is a second record);
 * initial saldo in minutes, initial vacation in days.
 */
export const recordBodySchema = z.object({
  userId: idSchema,
  year: z.number().int(),
  startMonth: z.number().int().min(1).max(12).default(1),
  endMonth: z.number().int().min(1).max(12).default(12),
  holidayTemplateId: idSchema.nullable().optional(),
  copyPrevious: z.boolean().default(false),
  /**
   * Required without `copyPrevious` (validateRecordCopy); with it the former record's closing
   * values count, so sending them is refused (400 naming the fields), never dropped silently.
   */
  initialSaldo: z.number().int().optional(),
  initialVacation: z.number().optional(),
  /** Required without `copyPrevious`; with it sent settings win, omitted ones are the former's. */
  timeSettings: timeSettingsSchema.optional(),
});
export type RecordBody = z.infer<typeof recordBodySchema>;
