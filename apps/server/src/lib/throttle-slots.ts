import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';

/** `slots` requests per key in a fixed window that starts with the first one. */
export interface SlotPolicy {
  slots: number;
  windowSeconds: number;
}

export type SlotAnswer = { taken: true } | { taken: false; retryAfter: number };

/**
 * Takes a slot for `key`, counting every call (also the refused ones). Check and count are one
 * upsert on `login_throttle`, so parallel requests on any number of instances of one database
 * cannot take the same last slot: each sees the count the one before it left. From the last slot
 * on, `locked_until` is the window's end (housekeeping keeps such rows until then).
 */
export async function takeSlot(db: Db, key: string, policy: SlotPolicy): Promise<SlotAnswer> {
  const window = sql`make_interval(secs => ${policy.windowSeconds})`;
  // In SET, the columns are the row's values before this update.
  const stale = sql`login_throttle.window_start <= now() - ${window}`;
  const count = sql`case when ${stale} then 1 else login_throttle.failures + 1 end`;
  const start = sql`case when ${stale} then now() else login_throttle.window_start end`;
  const [row] = await queryRows<{ failures: number; retry_after: number | string }>(
    db,
    sql`insert into login_throttle (key, failures, window_start, locked_until)
        values (${key}, 1, now(), case when 1 >= ${policy.slots} then now() + ${window} end)
        on conflict (key) do update set
          failures = ${count},
          window_start = ${start},
          locked_until = case when ${count} >= ${policy.slots} then ${start} + ${window} end
        returning failures,
          ceil(extract(epoch from window_start + ${window} - now()))::int as retry_after`,
  );
  if (row && Number(row.failures) <= policy.slots) return { taken: true };
  return {
    taken: false,
    retryAfter: Math.max(1, Number(row?.retry_after ?? policy.windowSeconds)),
  };
}
