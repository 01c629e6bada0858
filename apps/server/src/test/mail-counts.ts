import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';

/** Forgets every mail throttle count (tests that mail one address more than once a minute). */
export async function forgetMailCounts(db: DbOrTx) {
  await db.execute(sql`delete from login_throttle where key like 'mail:%'`);
}
