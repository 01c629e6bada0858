/**
 * Parse class Absence into `absences`; an approved one also gets its days (`absence_days`),
 * as Kontor's approval generates them (spec §4), so the balances count it. Types and states
 * are Kontor's own (vacation, compensation_times, illness, payed_absence; created, submitted,
 * approved); anything else is skipped with the value named. The database's rules (decision
 * 0012: no time on a vacation day, one absence per day) refuse an overlap: skipped as well.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ABSENCE_TYPES, datesBetween } from '@kontor/core/time-tracking/index';
import { absenceDays, absences, type AbsenceState } from '../../../db/schema/time-tracking.ts';
import { isCheckViolation, isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { ClassImporter } from '../contract.ts';
import { timeImportMessages } from './time-messages.ts';
import { inSavepoint, required, Skip } from './time-writes.ts';
import { finite, localDate, pointerId, text } from './time-values.ts';

const STATES: readonly AbsenceState[] = ['created', 'submitted', 'approved'];

export const absenceImporter: ClassImporter = {
  className: 'Absence',
  ownSavepoint: true,
  dependsOn: ['_User', 'Record'],
  upsert: async (object, existingId, ctx) => {
    const startDate = localDate(object.start_date);
    const endDate = localDate(object.end_date);
    return inSavepoint(
      ctx.db,
      async (tx) => {
        const userId = await required(ctx, object.user, 'user', '_User');
        if (!startDate)
          throw new Skip(timeImportMessages.invalidField('start_date', object.start_date));
        if (!endDate || endDate < startDate) {
          throw new Skip(timeImportMessages.invalidField('end_date', object.end_date));
        }
        const type = ABSENCE_TYPES.find((t) => t === object.type);
        if (!type) throw new Skip(timeImportMessages.unknownValue('type', object.type));
        const state = STATES.find((s) => s === (object.state ?? 'created'));
        if (!state) throw new Skip(timeImportMessages.unknownValue('state', object.state));
        const creator = pointerId(object.created_by);
        const createdBy = creator ? ((await ctx.refs.resolve('_User', creator)) ?? null) : null;
        const approvedAt = state === 'approved' ? new Date(object.updatedAt) : null;
        const values = {
          userId,
          startDate,
          endDate,
          type,
          state,
          comment: text(object.comment) ?? '',
          year: finite(object.year) ?? Number(startDate.slice(0, 4)),
          approvedAt: approvedAt && !Number.isNaN(approvedAt.getTime()) ? approvedAt : null,
          createdBy,
        };
        const id = existingId ?? (await ctx.refs.idFor('Absence', object.objectId));
        await tx
          .insert(absences)
          .values({ id, projectId: ctx.projectId, ...values })
          .onConflictDoUpdate({
            target: absences.id,
            set: { ...values, updatedAt: new Date(), version: sql`${absences.version} + 1` },
          });
        await tx
          .delete(absenceDays)
          .where(and(eq(absenceDays.absenceId, id), eq(absenceDays.projectId, ctx.projectId)));
        if (state === 'approved') {
          await tx.insert(absenceDays).values(
            datesBetween(startDate, endDate).map((date) => ({
              absenceId: id,
              projectId: ctx.projectId,
              userId,
              date,
              type,
            })),
          );
        }
        return { kind: existingId ? 'updated' : 'created', kontorId: id };
      },
      (error) =>
        !startDate || !endDate
          ? undefined
          : isCheckViolation(error, 'absence_days_free_of_time')
            ? timeImportMessages.absenceOverEntries(startDate, endDate)
            : isUniqueViolation(error)
              ? timeImportMessages.absenceOverlap(startDate, endDate)
              : undefined,
    );
  },
};
