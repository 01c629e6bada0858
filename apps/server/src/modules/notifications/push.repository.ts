import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationLink, PushSubscriptionBody } from '@kontor/core/schemas/notifications';
import { newId } from '@kontor/core/ids';
import type { DbOrTx } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { notifications, pushKeys, pushSubscriptions } from '../../db/schema/notifications.ts';
import { memberships, projects } from '../../db/schema/projects.ts';
import type { Recipient } from './notifications.repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function readVapidKeys(db: DbOrTx): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
    .from(pushKeys)
    .where(eq(pushKeys.id, 'vapid'));
  return row;
}

/** Stores the pair unless one exists; two instances starting at once keep the first. */
export async function insertVapidKeys(db: DbOrTx, keys: VapidKeys): Promise<void> {
  await db
    .insert(pushKeys)
    .values({ id: 'vapid', ...keys })
    .onConflictDoNothing({ target: pushKeys.id });
}

/**
 * One row per project and device (endpoint): a device another member of the project used
 * passes to the caller, with the browser's current keys.
 */
export async function upsertSubscription(
  db: DbOrTx,
  r: Recipient,
  body: PushSubscriptionBody,
): Promise<void> {
  const { p256dh, auth } = body.keys;
  await db
    .insert(pushSubscriptions)
    .values({
      id: newId(),
      projectId: r.projectId,
      userId: r.userId,
      endpoint: body.endpoint,
      p256dh,
      auth,
    })
    .onConflictDoUpdate({
      target: [pushSubscriptions.projectId, pushSubscriptions.endpoint],
      set: {
        userId: r.userId,
        p256dh,
        auth,
        // A taken-over or renewed device has not received anything yet.
        lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${r.userId} and ${pushSubscriptions.p256dh} = ${p256dh} then ${pushSubscriptions.lastSuccessAt} end`,
      },
    });
}

const ownSubscription = (r: Recipient, endpoint: string) =>
  and(
    eq(pushSubscriptions.projectId, r.projectId),
    eq(pushSubscriptions.userId, r.userId),
    eq(pushSubscriptions.endpoint, endpoint),
  );

export async function hasSubscription(db: DbOrTx, r: Recipient, endpoint: string) {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(ownSubscription(r, endpoint));
  return rows.length > 0;
}

/** Only the caller's own subscription of this endpoint; another member's stays. */
export async function deleteSubscription(db: DbOrTx, r: Recipient, endpoint: string) {
  await db.delete(pushSubscriptions).where(ownSubscription(r, endpoint));
}

/** One message to one device, with what the push needs to be built. */
export interface Delivery {
  notificationId: string;
  projectId: string;
  recipientId: string;
  title: string;
  body: string;
  link: NotificationLink | null;
  urgent: boolean;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  isWorker: boolean;
  /** The project's settings (its e-mail sender is the VAPID subject). */
  projectSettings: Record<string, unknown>;
}

/**
 * The devices of each message's recipient, as they are now: a device taken over by another
 * member since the message was written no longer gets it (the join is on the recipient).
 */
export async function deliveriesOf(
  db: DbOrTx,
  notificationIds: string[],
  subscriptionIds?: string[],
): Promise<Delivery[]> {
  if (notificationIds.length === 0) return [];
  const rows = await db
    .select({
      notificationId: notifications.id,
      projectId: notifications.projectId,
      recipientId: notifications.recipientId,
      title: notifications.title,
      body: notifications.body,
      linkType: notifications.linkType,
      linkId: notifications.linkId,
      urgent: notifications.urgent,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      isWorker: memberships.isWorker,
      projectSettings: projects.settings,
    })
    .from(notifications)
    .innerJoin(
      pushSubscriptions,
      and(
        eq(pushSubscriptions.projectId, notifications.projectId),
        eq(pushSubscriptions.userId, notifications.recipientId),
      ),
    )
    .innerJoin(
      memberships,
      and(
        eq(memberships.projectId, notifications.projectId),
        eq(memberships.userId, notifications.recipientId),
      ),
    )
    .innerJoin(projects, eq(projects.id, notifications.projectId))
    .where(
      and(
        inArray(notifications.id, notificationIds),
        subscriptionIds ? inArray(pushSubscriptions.id, subscriptionIds) : undefined,
      ),
    )
    .orderBy(notifications.seq, pushSubscriptions.id);
  return rows.map(({ linkType, linkId, ...row }) => ({
    ...row,
    link: linkType && linkId ? { type: linkType, id: linkId } : null,
  }));
}

/** What the rest-time rule needs to know about a worker's latest work in the project. */
export interface WorkState {
  /** End of the latest time entry begun by now, or the last clock-out, whichever is later. */
  lastWorkEnd: Date | null;
  /** An entry covering now, or a clock-in (or break) within a day without its clock-out. */
  onShift: boolean;
}

/**
 * The latest work of the given members of a project, from the time entries and the time
 * clock (an 'out' closes a shift; its entry may be written later or never).
 */
export async function workStates(
  db: DbOrTx,
  projectId: string,
  userIds: string[],
  now: Date,
): Promise<Map<string, WorkState>> {
  if (userIds.length === 0) return new Map();
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{
    user_id: string;
    entry_end: Date | string | null;
    clock_out: Date | string | null;
    last_kind: string | null;
    last_at: Date | string | null;
  }>(
    db,
    sql`select u.user_id,
          (select max(e.end_at) from time_entries e
            where e.project_id = ${projectId} and e.user_id = u.user_id
              and e.start_at <= ${now.toISOString()}::timestamptz) as entry_end,
          (select max(c.device_time) from clock_events c
            where c.project_id = ${projectId} and c.user_id = u.user_id and c.kind = 'out') as clock_out,
          last.kind as last_kind, last.device_time as last_at
        from unnest(array[${ids}]::text[]) as u(user_id)
        left join lateral (
          select c.kind, c.device_time from clock_events c
          where c.project_id = ${projectId} and c.user_id = u.user_id
          order by c.device_time desc, c.received_at desc limit 1
        ) last on true`,
  );
  const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
  const result = new Map<string, WorkState>();
  const DAY = 24 * 60 * 60 * 1000;
  for (const row of rows) {
    const entryEnd = time(row.entry_end);
    const ends = [entryEnd, time(row.clock_out)].filter((t): t is number => t !== null);
    const lastAt = time(row.last_kind === 'out' ? null : row.last_at);
    const clockedIn = lastAt !== null && now.getTime() - lastAt < DAY;
    result.set(row.user_id, {
      lastWorkEnd: ends.length > 0 ? new Date(Math.max(...ends)) : null,
      onShift: clockedIn || (entryEnd !== null && entryEnd > now.getTime()),
    });
  }
  return result;
}

export async function markDelivered(db: DbOrTx, subscriptionIds: string[], at: Date) {
  if (subscriptionIds.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at })
    .where(inArray(pushSubscriptions.id, subscriptionIds));
}

/** A device the push service no longer knows (404/410); only the row that was used. */
export async function deleteGone(db: DbOrTx, subscriptionId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.endpoint, endpoint)));
}
