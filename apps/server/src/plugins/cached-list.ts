import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { preparedRows } from '../db/sql.ts';
import type { PrefetchedList } from './prefetched-list.ts';

export interface CachedListOptions<Q> {
  querySchema: z.ZodType<Q>;
  /** What the answer depends on besides project and query, e.g. today's date. */
  variant: () => string;
  /** The page as a JSON text scalar, for the project, query and variant. */
  listSql: (projectId: string, q: Q, variant: string) => SQL;
  /**
   * A text scalar that changes with every write the answer depends on (raised by triggers,
   * never lowered): the guard fetches it along with the access check.
   */
  revisionSql: (projectId: string) => SQL;
  maxEntries?: number;
}

interface Entry {
  revision: string;
  json: string;
}

export interface CachedList<Q> extends PrefetchedList<Q> {
  /** Answers served from memory and read from the database, for tests and benchmarks. */
  readonly stats: { hits: number; misses: number };
}

/**
 * A hot list whose answer is kept in memory and served again while the database's revision of
 * what it shows is unchanged (docs/decisions/0011-task-list-cache.md). The access check brings
 * the current revision in the same round trip; on a miss, page and revision are read in one
 * statement, so an entry never pairs a page with a revision of another moment.
 */
export function cachedList<Q>(options: CachedListOptions<Q>): CachedList<Q> {
  const { querySchema, variant, listSql, revisionSql, maxEntries = 1000 } = options;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Map order is insertion order: the first key is the one written longest ago.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    stats,
    prefetch(request, projectId) {
      return querySchema.safeParse(request.query).success ? revisionSql(projectId) : undefined;
    },
    async json(db: Db, projectId: string, q: Q, revision?: unknown) {
      const day = variant();
      const key = `${projectId}\n${day}\n${JSON.stringify(q)}`;
      const cached = entries.get(key);
      if (cached && typeof revision === 'string' && cached.revision === revision) {
        stats.hits += 1;
        return cached.json;
      }
      stats.misses += 1;
      const [row] = await preparedRows<{ page: string; revision: string }>(
        db,
        sql`select (${listSql(projectId, q, day)}) as page, (${revisionSql(projectId)}) as revision`,
      );
      remember(key, { revision: row!.revision, json: row!.page });
      return row!.page;
    },
  };
}
