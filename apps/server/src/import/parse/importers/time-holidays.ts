/**
 * Parse classes Holiday (name, label, type, dates: year → date) and Template (type 'holiday',
 * holidays: ids) into `holidays` and `holiday_templates`. Both are unique by name in a
 * project, so one Kontor already has (e.g. from 'Daten aktualisieren') is joined, not doubled.
 */
import { and, eq, sql } from 'drizzle-orm';
import { holidayTemplates, holidays } from '../../../db/schema/time-tracking.ts';
import type { ClassImporter } from '../contract.ts';
import { timeImportMessages } from './time-messages.ts';
import { orSkipped, Skip } from './time-writes.ts';
import { isRecord, localDate, pointerId, text } from './time-values.ts';

function nameOf(object: Record<string, unknown>): string {
  const name = text(object.name)?.trim() || text(object.label)?.trim();
  if (!name) throw new Skip(timeImportMessages.invalidField('name', object.name));
  return name;
}

function holidayType(object: Record<string, unknown>) {
  if (object.type !== undefined && object.type !== 'holiday') {
    throw new Skip(timeImportMessages.notAHolidayType(object.type));
  }
}

function datesOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) throw new Skip(timeImportMessages.invalidField('dates', value));
  const dates: Record<string, string> = {};
  for (const [year, raw] of Object.entries(value)) {
    const date = localDate(raw);
    if (!/^\d{4}$/.test(year) || !date)
      throw new Skip(timeImportMessages.invalidField(`dates.${year}`, raw));
    dates[year] = date;
  }
  return dates;
}

export const holidayImporter: ClassImporter = {
  className: 'Holiday',
  dependsOn: [],
  upsert: (object, existingId, ctx) =>
    orSkipped(async () => {
      holidayType(object);
      const name = nameOf(object);
      const dates = datesOf(object.dates);
      const [byName] = await ctx.db
        .select({ id: holidays.id, dates: holidays.dates })
        .from(holidays)
        .where(and(eq(holidays.projectId, ctx.projectId), eq(holidays.name, name)));
      const targetId = existingId ?? byName?.id;
      if (targetId) {
        // Joined by name: the years Kontor has stay, the source's years win.
        const kept = byName?.id === targetId ? byName.dates : {};
        await ctx.db
          .update(holidays)
          .set({ name, dates: { ...kept, ...dates } })
          .where(and(eq(holidays.id, targetId), eq(holidays.projectId, ctx.projectId)));
        return { kind: 'updated', kontorId: targetId };
      }
      const id = await ctx.refs.idFor('Holiday', object.objectId);
      await ctx.db.insert(holidays).values({ id, projectId: ctx.projectId, name, dates });
      return { kind: 'created', kontorId: id };
    }),
};

export const templateImporter: ClassImporter = {
  className: 'Template',
  dependsOn: ['Holiday'],
  upsert: (object, existingId, ctx) =>
    orSkipped(async () => {
      holidayType(object);
      const name = nameOf(object);
      const holidayIds: string[] = [];
      for (const value of Array.isArray(object.holidays) ? object.holidays : []) {
        const sourceId = pointerId(value);
        const id = sourceId && (await ctx.refs.resolve('Holiday', sourceId));
        if (id) holidayIds.push(id);
        else
          ctx.note(
            'Template',
            object.objectId,
            timeImportMessages.holidayMissing(String(sourceId)),
          );
      }
      const [byName] = await ctx.db
        .select({ id: holidayTemplates.id })
        .from(holidayTemplates)
        .where(
          and(
            eq(holidayTemplates.projectId, ctx.projectId),
            sql`lower(${holidayTemplates.name}) = lower(${name})`,
          ),
        );
      const targetId = existingId ?? byName?.id;
      if (targetId) {
        await ctx.db
          .update(holidayTemplates)
          .set({ name, holidayIds, version: sql`${holidayTemplates.version} + 1` })
          .where(
            and(eq(holidayTemplates.id, targetId), eq(holidayTemplates.projectId, ctx.projectId)),
          );
        return { kind: 'updated', kontorId: targetId };
      }
      const id = await ctx.refs.idFor('Template', object.objectId);
      await ctx.db
        .insert(holidayTemplates)
        .values({ id, projectId: ctx.projectId, name, holidayIds });
      return { kind: 'created', kontorId: id };
    }),
};
