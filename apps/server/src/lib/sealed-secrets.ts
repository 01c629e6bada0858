import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { serverSecret } from './server-secrets.ts';

/** The installation's key for secrets kept only while a job needs them (server_secrets). */
const KEY_NAME = 'sealed-secrets';
const VERSION = 'v1';

/**
 * Seals a secret a job must read later (a Parse master key while its import runs): AES-256-GCM
 * with the installation's key and `context` (e.g. the run's id) as additional data, so a
 * sealed value copied to another row does not open there. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). It keeps the secret out of a dump of that table,
 * a log of its rows or a copy of a job payload; whoever reads the whole database, key row
 * included, can open it, which is why callers delete the sealed value as soon as it is done.
 */
export async function sealSecret(db: Db, plain: string, context: string): Promise<string> {
  const key = await serverSecret(db, KEY_NAME);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The secret, or undefined when the value is malformed, tampered with or sealed for another context. */
export async function openSecret(
  db: Db,
  sealed: string,
  context: string,
): Promise<string | undefined> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
  try {
    const key = await serverSecret(db, KEY_NAME);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return undefined;
  }
}
