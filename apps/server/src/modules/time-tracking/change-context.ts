import { sql } from 'drizzle-orm';
import { historyMessages, needsChangeReason } from '@kontor/core/time-tracking/change-history';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { berlinToday } from './sheets.repository.ts';

/** Who makes a change to times, absences or records, and why (stored in the change history). */
export interface ChangeContext {
  actorId: string | null;
  reason?: string | null;
}

/**
 * Runs `write` in a transaction (a savepoint inside one) whose history rows name the actor and
 * the reason: the history triggers read them from the transaction's settings (migration 0041),
 * which end with it, so nothing carries over to the next request on the connection.
 */
export async function inChange<T>(
  db: DbOrTx,
  change: ChangeContext,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('kontor.actor_id', ${change.actorId ?? ''}, true),
        set_config('kontor.change_reason', ${change.reason?.trim() ?? ''}, true)`,
    );
    return write(tx);
  });
}

/**
 * A change or deletion touching a week before the current one needs a reason (the Verlauf
 * shows it; docs/time-tracking.md): 400 under `errors.reason` without one.
 */
export function assertChangeReason(dates: readonly string[], reason: string | null | undefined) {
  if (reason?.trim() || !needsChangeReason(dates, berlinToday())) return;
  throw new HttpProblem(400, historyMessages.reasonRequired, {
    reason: [historyMessages.reasonRequired],
  });
}
