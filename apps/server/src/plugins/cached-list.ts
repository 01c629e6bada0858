import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { preparedRows } from '../db/sql.ts';
import type { Prefetch } from './access.ts';
import type { AnswerCache } from './answer-cache.ts';

export interface CachedListOptions<Q> {
  /** The cache's name on the instance (`app.answerCaches`). */
  name: string;
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
}

/** What a list needs of the app instance serving it. */
export type ListInstance = Pick<FastifyInstance, 'db' | 'answerCaches'>;

export interface CachedList<Q> {
  /** For the list route's guard: the revision, fetched with the access check. */
  prefetch: Prefetch;
  /** The page as JSON text: from the instance's memory while `revision` is unchanged. */
  json(app: ListInstance, projectId: string, q: Q, revision?: unknown): Promise<string>;
  /** The instance's cache of this list (its stats, for tests and benchmarks). */
  cacheOf(app: ListInstance): AnswerCache;
}

/**
 * A hot list whose answer is kept in the serving instance's memory and served again while the
 * database's revision of what it shows is unchanged (docs/decisions/0011-task-list-cache.md).
 * The access check brings the current revision in the same round trip; on a miss, page and
 * revision are read in one statement, so an entry never pairs a page with a revision of another
 * moment.
 */
export function cachedList<Q>(options: CachedListOptions<Q>): CachedList<Q> {
  const { name, querySchema, variant, listSql, revisionSql } = options;
  const cacheOf = (app: ListInstance) => app.answerCaches.of(name);
  return {
    cacheOf,
    prefetch(request, projectId) {
      return querySchema.safeParse(request.query).success ? revisionSql(projectId) : undefined;
    },
    async json(app, projectId, q, revision) {
      const day = variant();
      const key = `${projectId}\n${day}\n${JSON.stringify(q)}`;
      const cache = cacheOf(app);
      const cached = cache.get(key, revision);
      if (cached !== undefined) return cached;
      const [row] = await preparedRows<{ page: string; revision: string }>(
        app.db,
        sql`select (${listSql(projectId, q, day)}) as page, (${revisionSql(projectId)}) as revision`,
      );
      cache.set(key, { revision: row!.revision, json: row!.page });
      return row!.page;
    },
  };
}
