import { sql } from 'drizzle-orm';

/**
 * The revision a cached tour was read with (decision 0011, extended in 0014): the sum of
 * 'tours:<projectId>', raised by triggers on every write a tour shows (migration 0029), and
 * 'users' (names). Both only grow, so the sum changes with either.
 */
export const tourRevisionSql = (projectId: string) =>
  sql`(select coalesce(sum(r.revision), 0)::text from change_revisions r
    where r.scope in (${`tours:${projectId}`}, 'users'))`;

interface Entry {
  revision: string;
  json: string;
}

/**
 * Tours' answers as JSON text, served again while the revision the guard fetched is the one
 * they were read with; at most `maxEntries` (first written, first dropped).
 */
export function tourCache(maxEntries = 1000) {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    get(key: string, revision: unknown): string | undefined {
      const entry = entries.get(key);
      if (entry && typeof revision === 'string' && entry.revision === revision) {
        stats.hits += 1;
        return entry.json;
      }
      stats.misses += 1;
      return undefined;
    },
    set(key: string, entry: Entry) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
