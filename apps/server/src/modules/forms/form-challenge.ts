import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { serverSecret } from '../../lib/server-secrets.ts';

/**
 * The forms' self-hosted proof-of-work challenge (docs/forms.md, spam protection): GET issues a
 * token signed with the installation's secret (form id, expiry, difficulty); the website finds a
 * nonce so that sha256(token + nonce) starts with `difficulty` zero bits (about 2^difficulty
 * hashes: a fraction of a second in a browser, costly for a bulk sender) and posts both.
 */
export const FORM_CHALLENGE_DIFFICULTY = 16;
export const FORM_CHALLENGE_TTL_MS = 60 * 60 * 1000;
const SECRET = 'form-challenge';

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export async function issueChallenge(db: Db, formId: string, now = Date.now()) {
  const payload = [
    formId,
    now + FORM_CHALLENGE_TTL_MS,
    FORM_CHALLENGE_DIFFICULTY,
    randomBytes(12).toString('base64url'),
  ].join('.');
  const token = `${payload}.${sign(await serverSecret(db, SECRET), payload)}`;
  return { token, difficulty: FORM_CHALLENGE_DIFFICULTY };
}

/** Leading zero bits of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** True when `token` was issued here for this form, has not expired and `nonce` solves it. */
export async function challengeSolved(
  db: Db,
  formId: string,
  solution: { token: unknown; nonce: unknown },
  now = Date.now(),
): Promise<boolean> {
  const { token, nonce } = solution;
  if (typeof token !== 'string' || (typeof nonce !== 'string' && typeof nonce !== 'number'))
    return false;
  if (token.length > 300 || String(nonce).length > 100) return false;
  const parts = token.split('.');
  if (parts.length !== 5) return false;
  const [form, expires, difficulty, , signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(await serverSecret(db, SECRET), parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (form !== formId || !(Number(expires) > now)) return false;
  const hash = createHash('sha256').update(`${token}${nonce}`).digest();
  return leadingZeroBits(hash) >= Number(difficulty);
}
