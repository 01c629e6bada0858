import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import type { HistoryList } from '@kontor/core/schemas/time-history';
import type { Db } from '../../db/database.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { historyOf } from './history.repository.ts';
import type { TimeAccess } from './time-access.ts';

const NOT_FOUND = {
  entry: timeApiMessages.entryNotFound,
  absence: timeApiMessages.absenceNotFound,
} as const;

/**
 * The Verlauf of one time entry or absence, also a deleted one: staff read every employee's,
 * anyone else only their own (someone else's is not there: 404, like the entry itself).
 */
export async function entityHistory(
  db: Db,
  access: TimeAccess,
  entity: 'entry' | 'absence',
  entityId: string,
): Promise<HistoryList> {
  const items = await historyOf(db, access.projectId, {
    entity,
    entityId,
    userIds: access.staff ? undefined : [access.userId],
  });
  if (items.length === 0) throw new HttpProblem(404, NOT_FOUND[entity]);
  return { items };
}
