import { sql } from 'drizzle-orm';
import type { ModulePath } from '@kontor/core/modules';
import type { LiveEvent } from '@kontor/core/schemas/live-events';
import type { DbOrTx } from '../db/database.ts';

/** Channel of the live events (docs/notifications.md, 'Live events'). */
export const LIVE_CHANNEL = 'kontor_live';

/** A live event as it travels between instances: the event, its project and audience. */
export interface LivePayload extends LiveEvent {
  projectId: string;
  /** The office of this module hears it (lib/notification-recipients.ts), and `userId` too. */
  audience: ModulePath;
}

/**
 * Announces a live event to every instance's open streams. NOTIFY inside a transaction is
 * sent at its commit and dropped on a rollback, so a screen never reloads for a refused
 * write. Best effort: an instance whose LISTEN connection is down misses it (the screen
 * shows the change at its next read; notifications, which must arrive, are durable rows).
 */
export async function publishLive(tx: DbOrTx, payload: LivePayload): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}
