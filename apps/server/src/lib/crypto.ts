import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for cookies and links (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak yields no usable tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
