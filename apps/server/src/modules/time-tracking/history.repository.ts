import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { HistoryRow } from '@kontor/core/schemas/time-history';
import { historyMessages, type HistoryEntity } from '@kontor/core/time-tracking/change-history';
import type { LocalDate } from '@kontor/core/time-tracking/local-date';
import type { DbOrTx } from '../../db/database.ts';
import { timeHistory } from '../../db/schema/time-history.ts';

/** Which history rows to read; every part narrows, all of them together. */
export interface HistoryFilter {
  entity?: HistoryEntity;
  /** One time entry, absence or record (also a deleted one). */
  entityId?: string;
  /** The employees whose times, absences and records they are. */
  userIds?: readonly string[];
  /** Rows whose days (old or new) touch this period (inclusive). */
  from?: LocalDate;
  to?: LocalDate;
}

/** A name for a change's actor: the name at the time, 'System' when no user made it. */
function actorOf(row: typeof timeHistory.$inferSelect): HistoryRow['actor'] {
  if (!row.actorId) return { id: null, name: historyMessages.system };
  return { id: row.actorId, name: row.actorName ?? row.actorId };
}

/**
 * The change history of a project's time entries, absences and records, oldest first (the
 * chain's order): the Verlauf of one entry or absence, or everything of some employees in a
 * period (the inspection export). Always within `projectId`; who may read it is the caller's
 * business (time-access.ts).
 */
export async function historyOf(
  db: DbOrTx,
  projectId: string,
  filter: HistoryFilter,
): Promise<HistoryRow[]> {
  const t = timeHistory;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.projectId, projectId),
        filter.entity ? eq(t.entity, filter.entity) : undefined,
        filter.entityId ? eq(t.entityId, filter.entityId) : undefined,
        filter.userIds ? inArray(t.userId, [...filter.userIds]) : undefined,
        filter.to ? lte(t.periodStart, filter.to) : undefined,
        filter.from ? gte(t.periodEnd, filter.from) : undefined,
      ),
    )
    .orderBy(asc(t.seq));
  return rows.map((row) => ({
    seq: row.seq,
    at: row.at.toISOString(),
    entity: row.entity,
    entityId: row.entityId,
    userId: row.userId,
    action: row.action,
    actor: actorOf(row),
    reason: row.reason,
    before: row.before,
    after: row.after,
  }));
}
