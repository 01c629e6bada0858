import { createHash } from 'node:crypto';

/** JSON with the keys of every object sorted, so the same fields give the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
  }
  return value;
}

/**
 * The fingerprint of a source object: SHA-256 of its canonical JSON (updatedAt included, so any
 * change in Parse changes it). The same object read twice gives the same fingerprint whatever
 * order the source wrote its keys in.
 */
export function fingerprintOf(object: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(object)))
    .digest('hex');
}
