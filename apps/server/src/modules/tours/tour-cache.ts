import { sql } from 'drizzle-orm';

/**
 * The revision a cached tour was read with (decision 0011, extended in 0014): the sum of
 * 'tours:<projectId>', raised by triggers on every write a tour shows (migration 0029), and
 * 'users' (names). Both only grow, so the sum changes with either.
 */
export const tourRevisionSql = (projectId: string) =>
  sql`(select coalesce(sum(r.revision), 0)::text from change_revisions r
    where r.scope in (${`tours:${projectId}`}, 'users'))`;
