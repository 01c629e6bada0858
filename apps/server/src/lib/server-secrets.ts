import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { serverSecrets } from '../db/schema/secrets.ts';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/** Reads the named secret, storing a random one first if there is none (all instances agree). */
async function loadSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} was not stored`);
  return Buffer.from(row.value, 'base64url');
}

/** The installation's secret of this name (32 random bytes), cached per database. */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = loadSecret(db, name);
    byName.set(name, secret);
    secret.catch(() => byName.delete(name));
  }
  return secret;
}
