import { sql, type SQL } from 'drizzle-orm';
import type { RoleType } from '@kontor/core/schemas/projects';
import type { Db } from '../db/database.ts';
import { preparedRows, queryRows } from '../db/sql.ts';

export interface AccessRow {
  user_id: string;
  email: string;
  name: string;
  is_superuser: boolean;
  project_id: string | null;
  role_id: string | null;
  role_name: string | null;
  role_type: RoleType | null;
  role_color: string | null;
  module_ids: string[] | null;
  module_id: string | null;
  /** The module path checked; null when a record's module was asked for and it is missing. */
  module_path: string | null;
  /** The guard's prefetch result; null when the caller is neither a member nor a superuser. */
  prefetched?: unknown;
}

/** A module path, none, or a scalar sub-select giving a record's module path (record guards). */
export type ModuleOf = string | null | SQL;

/**
 * Session, user, membership, role and module in ONE indexed query per request: the
 * session by primary key, the membership by (user_id, project_id), the module by
 * (project_id, path). Without a project or module the left joins simply find nothing.
 * Expiry is judged by the application's clock, the one that set `expires_at` at login (the
 * database's now() is another clock: tests that set the date would see sessions expire).
 *
 * `prefetch` (a scalar sub-select) rides along in the same round trip, so a hot route needs
 * no second query. It is evaluated only for members and superusers; the guard still decides.
 */
export async function findAccess(
  db: Db,
  tokenHash: string,
  projectId: string | null,
  module: ModuleOf,
  prefetch?: SQL,
): Promise<AccessRow | undefined> {
  const modulePath = typeof module === 'string' || module === null ? sql`${module}::text` : module;
  const prefetched = prefetch
    ? sql`, case when r.id is not null or (u.is_superuser and p.id is not null)
            then (${prefetch}) end as prefetched`
    : sql``;
  const rows = await preparedRows<AccessRow>(
    db,
    sql`select u.id as user_id, u.email, u.name, u.is_superuser,
          p.id as project_id, r.id as role_id, r.name as role_name, r.type as role_type,
          r.color as role_color, r.module_ids, mo.id as module_id, want.path as module_path
          ${prefetched}
        from sessions s
        join users u on u.id = s.user_id
        left join projects p on p.id = ${projectId}::text
        left join memberships m on m.project_id = p.id and m.user_id = u.id
        left join roles r on r.id = m.role_id and r.project_id = p.id
        left join lateral (select (${modulePath}) as path) want on true
        left join modules mo on mo.project_id = p.id and mo.path = want.path
        where s.token_hash = ${tokenHash} and s.expires_at > ${new Date()}`,
  );
  return rows[0];
}

/** Whether one of a role's modules is one of `paths` in the project. */
export async function roleHasAnyModule(
  db: Db,
  projectId: string,
  moduleIds: readonly string[],
  paths: readonly string[],
): Promise<boolean> {
  if (moduleIds.length === 0 || paths.length === 0) return false;
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from modules
        where project_id = ${projectId}
          and id in (${sql.join(
            moduleIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          and path in (${sql.join(
            paths.map((path) => sql`${path}`),
            sql`, `,
          )})
        limit 1`,
  );
  return rows.length > 0;
}
