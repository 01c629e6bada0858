/**
 * Parse class Record (a user's year) into `time_records`. Months: Kontor's records run from
 * the first of a month to the end of one, so start_date and end_date give the months (a date
 * inside a month is noted). Saldi come in milliseconds and are stored in minutes. A former
 * record that is already imported is linked (Kontor then carries its closing values on read);
 * the source's initial values are stored either way, so the saldo check can compare them and
 * keep them where Kontor's closing values differ (time-saldo-check.ts). Past years stay as
 * they are: Kontor refuses edits of a past year's record (`isRecordEditable`, 409).
 */
import { sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_SETTINGS,
  validateTimeSettings,
  type TimeSettings,
} from '@kontor/core/time-tracking/index';
import { timeRecords } from '../../../db/schema/time-tracking.ts';
import { isExclusionViolation } from '../../../lib/pg-errors.ts';
import type { ClassImporter, ImportContext, ParseObject } from '../contract.ts';
import { timeImportMessages } from './time-messages.ts';
import { inSavepoint, required, Skip } from './time-writes.ts';
import { clockTime, finite, isRecord, localDate, msToMinutes, pointerId } from './time-values.ts';

/** The spec's time_settings fields under the names the old system used for them. */
const SETTING_FIELDS: Record<Exclude<keyof TimeSettings, 'startTime'>, readonly string[]> = {
  weeklyHours: ['hours_weekly', 'weekly_hours', 'hours_per_week', 'hours'],
  weekdaysPerWeek: ['weekdays_per_week', 'weekdays', 'days_per_week'],
  pauseMinutes: ['pause_minutes', 'pause'],
  vacationDaysPerYear: ['vacation_days_per_year', 'vacation_days', 'vacation'],
};
const START_FIELDS = ['start_time', 'start'];

function firstOf(source: Record<string, unknown>, names: readonly string[]) {
  const name = names.find((n) => source[n] !== undefined && source[n] !== null);
  return name === undefined ? undefined : { name, value: source[name] };
}

/** time_settings with Kontor's defaults for missing fields (noted); bad values skip the record. */
export function timeSettingsOf(value: unknown, note: (message: string) => void): TimeSettings {
  const source = isRecord(value) ? value : {};
  const settings: TimeSettings = { ...DEFAULT_TIME_SETTINGS };
  const missing: string[] = [];
  for (const [key, names] of Object.entries(SETTING_FIELDS)) {
    const found = firstOf(source, names);
    if (!found) {
      missing.push(names[0]!);
      continue;
    }
    const number = finite(found.value);
    if (number === undefined)
      throw new Skip(timeImportMessages.invalidField(`time_settings.${found.name}`, found.value));
    settings[key as keyof typeof SETTING_FIELDS] = number;
  }
  const start = firstOf(source, START_FIELDS);
  if (start) {
    const time = clockTime(start.value);
    if (!time)
      throw new Skip(timeImportMessages.invalidField(`time_settings.${start.name}`, start.value));
    settings.startTime = time;
  } else missing.push(START_FIELDS[0]!);
  const issue = validateTimeSettings(settings)[0];
  if (issue) throw new Skip(`time_settings.${issue.field}: ${issue.message}`);
  if (missing.length > 0) note(timeImportMessages.settingsDefaulted(missing));
  return settings;
}

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The record's year and months from year, start_date and end_date. */
export function periodOf(object: ParseObject, note: (message: string) => void) {
  const start = localDate(object.start_date);
  const end = localDate(object.end_date);
  const year = finite(object.year) ?? (start ? Number(start.slice(0, 4)) : undefined);
  if (year === undefined || !Number.isInteger(year) || year < 1990 || year > 2100) {
    throw new Skip(timeImportMessages.invalidField('year', object.year));
  }
  const monthIn = (date: string | undefined, fallback: number) =>
    date && Number(date.slice(0, 4)) === year ? Number(date.slice(5, 7)) : fallback;
  const startMonth = monthIn(start, 1);
  const endMonth = monthIn(end, 12);
  if (endMonth < startMonth)
    throw new Skip(timeImportMessages.invalidField('end_date', object.end_date));
  const from = `${year}-${String(startMonth).padStart(2, '0')}-01`;
  const to = lastDayOf(year, endMonth);
  if ((start && start !== from) || (end && end !== to)) {
    note(timeImportMessages.monthsRounded(start ?? from, end ?? to));
  }
  return { year, startMonth, endMonth };
}

async function formerRecord(ctx: ImportContext, object: ParseObject) {
  const sourceId = pointerId(object.former_record);
  if (!sourceId) return null;
  const id = await ctx.refs.resolve('Record', sourceId);
  if (!id) ctx.note('Record', object.objectId, timeImportMessages.formerNotImported(sourceId));
  return id ?? null;
}

export const recordImporter: ClassImporter = {
  className: 'Record',
  ownSavepoint: true,
  dependsOn: ['_User', 'Template'],
  upsert: async (object, existingId, ctx) => {
    const note = (message: string) => ctx.note('Record', object.objectId, message);
    return inSavepoint(
      ctx.db,
      async (tx) => {
        const userId = await required(ctx, object.user, 'user', '_User');
        const period = periodOf(object, note);
        const timeSettings = timeSettingsOf(object.time_settings, note);
        const templateSource = pointerId(object.holiday_template);
        const holidayTemplateId = templateSource
          ? await required(ctx, object.holiday_template, 'holiday_template', 'Template')
          : null;
        const values = {
          userId,
          ...period,
          timeSettings,
          initialSaldo: msToMinutes(finite(object.initial_saldo) ?? 0),
          initialVacation: finite(object.initial_vacation) ?? 0,
          holidayTemplateId,
          formerRecordId: await formerRecord(ctx, object),
        };
        const id = existingId ?? (await ctx.refs.idFor('Record', object.objectId));
        await tx
          .insert(timeRecords)
          .values({ id, projectId: ctx.projectId, ...values })
          .onConflictDoUpdate({
            target: timeRecords.id,
            set: { ...values, updatedAt: new Date(), version: sql`${timeRecords.version} + 1` },
          });
        return { kind: existingId ? 'updated' : 'created', kontorId: id };
      },
      (error) => (isExclusionViolation(error) ? timeImportMessages.recordOverlap : undefined),
    );
  },
};
