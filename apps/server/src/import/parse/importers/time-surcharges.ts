/**
 * Parse class Surcharge into `surcharges`. The records it applies to are its
 * connected_records (Record.surcharges mirrors them and is not read); day_value holds
 * weekday names or holiday ids. The type 'work' was disabled in the old system and has no
 * Kontor counterpart: skipped.
 */
import { sql } from 'drizzle-orm';
import type { Surcharge, Weekday } from '@kontor/core/time-tracking/index';
import { surcharges } from '../../../db/schema/time-tracking.ts';
import type { ClassImporter, ImportContext, ParseObject } from '../contract.ts';
import { timeImportMessages } from './time-messages.ts';
import { orSkipped, Skip } from './time-writes.ts';
import { clockTime, finite, isRecord, localDate, pointerId, text } from './time-values.ts';

const WEEKDAYS: Record<string, Weekday> = {
  monday: 0,
  montag: 0,
  tuesday: 1,
  dienstag: 1,
  wednesday: 2,
  mittwoch: 2,
  thursday: 3,
  donnerstag: 3,
  friday: 4,
  freitag: 4,
  saturday: 5,
  samstag: 5,
  sunday: 6,
  sonntag: 6,
};
const TYPES = ['time', 'day', 'overtime'] as const;

function timeWindow(value: unknown): Surcharge['time'] {
  if (!isRecord(value)) return undefined;
  const start = clockTime(value.start);
  const end = clockTime(value.end);
  if (!start || !end) throw new Skip(timeImportMessages.invalidField('time_value', value));
  return { start, end };
}

/** day_value: weekday names and holiday ids (all of a template's holidays: 'holidays' / true). */
async function daysOf(ctx: ImportContext, object: ParseObject) {
  const values = Array.isArray(object.day_value) ? object.day_value : [];
  const weekdays: Weekday[] = [];
  const holidayIds: string[] = [];
  let allHolidays = false;
  for (const value of values) {
    const name = typeof value === 'string' ? value.toLowerCase() : undefined;
    if (name && name in WEEKDAYS) weekdays.push(WEEKDAYS[name]!);
    else if (value === true || name === 'holidays' || name === 'holiday') allHolidays = true;
    else {
      const holiday = pointerId(value);
      const id = holiday && (await ctx.refs.resolve('Holiday', holiday));
      if (id) holidayIds.push(id);
      else ctx.note('Surcharge', object.objectId, timeImportMessages.weekdayUnknown(value));
    }
  }
  if (weekdays.length === 0 && holidayIds.length === 0 && !allHolidays) return null;
  return {
    ...(weekdays.length > 0 ? { weekdays } : {}),
    ...(allHolidays ? { holidays: true } : holidayIds.length > 0 ? { holidays: holidayIds } : {}),
  };
}

async function connected(ctx: ImportContext, object: ParseObject) {
  const ids: string[] = [];
  for (const value of Array.isArray(object.connected_records) ? object.connected_records : []) {
    const sourceId = pointerId(value);
    const id = sourceId && (await ctx.refs.resolve('Record', sourceId));
    if (id) ids.push(id);
    else {
      ctx.note(
        'Surcharge',
        object.objectId,
        timeImportMessages.missingPointer('connected_records', 'Record', sourceId),
      );
    }
  }
  return ids;
}

export const surchargeImporter: ClassImporter = {
  className: 'Surcharge',
  dependsOn: ['Record', 'Holiday'],
  upsert: (object, existingId, ctx) =>
    orSkipped(async () => {
      if (object.type === 'work') throw new Skip(timeImportMessages.surchargeWork);
      const type = TYPES.find((t) => t === object.type);
      if (!type) throw new Skip(timeImportMessages.unknownValue('type', object.type));
      const name = text(object.name)?.trim();
      if (!name) throw new Skip(timeImportMessages.invalidField('name', object.name));
      const value = finite(object.value);
      if (value === undefined)
        throw new Skip(timeImportMessages.invalidField('value', object.value));
      const startDate = localDate(object.start_date) ?? localDate(object.createdAt);
      if (!startDate)
        throw new Skip(timeImportMessages.invalidField('start_date', object.start_date));
      const endDate = object.end_date == null ? null : localDate(object.end_date);
      if (endDate === undefined)
        throw new Skip(timeImportMessages.invalidField('end_date', object.end_date));
      const time = type === 'time' ? timeWindow(object.time_value) : undefined;
      if (type === 'time' && !time) {
        throw new Skip(timeImportMessages.invalidField('time_value', object.time_value));
      }
      const values = {
        name,
        short: text(object.short) ?? '',
        description: text(object.description) ?? '',
        color: text(object.color) ?? 'blue',
        type,
        value,
        time: time ?? null,
        days: type === 'day' ? await daysOf(ctx, object) : null,
        active: object.active !== false,
        startDate,
        endDate,
        connectedRecords: await connected(ctx, object),
      };
      const id = existingId ?? (await ctx.refs.idFor('Surcharge', object.objectId));
      await ctx.db
        .insert(surcharges)
        .values({ id, projectId: ctx.projectId, ...values })
        .onConflictDoUpdate({
          target: surcharges.id,
          set: { ...values, updatedAt: new Date(), version: sql`${surcharges.version} + 1` },
        });
      return { kind: existingId ? 'updated' : 'created', kontorId: id };
    }),
};
