import { sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { generatePassword, hashPassword } from '../lib/password.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { users } from '../db/schema/users.ts';

export interface AdminResult {
  id: string;
  email: string;
  /** Only when it was generated here; printed once, never stored in clear. */
  generatedPassword?: string;
}

async function anyUser(db: DbOrTx): Promise<boolean> {
  const [any] = await db.select({ id: users.id }).from(users).limit(1);
  return any !== undefined;
}

/** Creates the first superuser when the database has no user at all. */
export async function ensureAdmin(
  db: Db,
  config: { adminEmail: string; adminPassword?: string },
): Promise<AdminResult | undefined> {
  // Hashing is slow on purpose (argon2): a restart of a set-up installation skips it.
  if (await anyUser(db)) return undefined;
  const generated = config.adminPassword ? undefined : generatePassword();
  const passwordHash = await hashPassword(config.adminPassword ?? generated!);
  return db.transaction(async (tx) => {
    // Two instances starting at once must not both create an administrator.
    await tx.execute(sql`select pg_advisory_xact_lock(8455301)`);
    if (await anyUser(tx)) return undefined;
    const id = newId();
    await tx.insert(users).values({
      id,
      email: config.adminEmail,
      name: 'Administrator',
      passwordHash,
      isSuperuser: true,
    });
    return { id, email: config.adminEmail, ...(generated && { generatedPassword: generated }) };
  });
}
