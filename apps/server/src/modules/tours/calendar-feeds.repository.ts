import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';

const live = (projectId: string, userId: string) =>
  and(
    eq(calendarFeeds.projectId, projectId),
    eq(calendarFeeds.userId, userId),
    isNull(calendarFeeds.revokedAt),
  );

/** Revokes the worker's live feed, if any, and stores the new token's hash. */
export async function rotate(
  tx: Tx,
  values: { id: string; projectId: string; userId: string; tokenHash: string },
): Promise<Date> {
  await tx
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(live(values.projectId, values.userId));
  const [row] = await tx
    .insert(calendarFeeds)
    .values(values)
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!.createdAt;
}

export async function revoke(db: DbOrTx, projectId: string, userId: string) {
  await db.update(calendarFeeds).set({ revokedAt: new Date() }).where(live(projectId, userId));
}

export async function liveFeed(db: DbOrTx, projectId: string, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(live(projectId, userId));
  return row;
}

export interface FeedOwner {
  projectId: string;
  userId: string;
  workerName: string;
  projectName: string;
  /** The tour settings' switch: key numbers and property info go into the events. */
  calendarDetails: boolean;
}

/**
 * The live feed of a token hash whose worker is still a member and whose project still has
 * the tours module; otherwise nothing (one indexed lookup, cheap for polling calendars).
 */
export async function findByHash(db: DbOrTx, tokenHash: string): Promise<FeedOwner | undefined> {
  const [row] = await queryRows<FeedOwner>(
    db,
    sql`select f.project_id as "projectId", f.user_id as "userId",
          u.name as "workerName", p.name as "projectName",
          coalesce(ts.calendar_details, false) as "calendarDetails"
        from calendar_feeds f
        join users u on u.id = f.user_id
        join projects p on p.id = f.project_id
        left join tour_settings ts on ts.project_id = f.project_id
        where f.token_hash = ${tokenHash} and f.revoked_at is null
          and exists (select 1 from modules m where m.project_id = f.project_id and m.path = '/tours')`,
  );
  return row;
}
