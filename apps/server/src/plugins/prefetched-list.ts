import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { preparedRows } from '../db/sql.ts';
import type { Prefetch } from './access.ts';

export interface PrefetchedList<Q> {
  /** For the list route's guard: the page's SQL, run with the access check (decision 0003). */
  prefetch: Prefetch;
  /** The page as JSON text (decision 0005): the one the guard fetched along, or its own query. */
  json(db: Db, projectId: string, q: Q, prefetched?: unknown): Promise<string>;
}

/**
 * A hot list answered in one round trip: `listSql` builds the whole answer as a JSON text
 * scalar, which the guard prefetches when the query string is valid (else validation answers
 * 400 after the guard, as usual).
 */
export function prefetchedList<Q>(
  querySchema: z.ZodType<Q>,
  listSql: (projectId: string, q: Q) => SQL,
): PrefetchedList<Q> {
  return {
    prefetch(request, projectId) {
      const q = querySchema.safeParse(request.query);
      return q.success ? listSql(projectId, q.data) : undefined;
    },
    async json(db, projectId, q, prefetched) {
      if (typeof prefetched === 'string') return prefetched;
      const [row] = await preparedRows<{ page: string }>(
        db,
        sql`select (${listSql(projectId, q)}) as page`,
      );
      return row!.page;
    },
  };
}
