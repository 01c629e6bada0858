import { sql } from 'drizzle-orm';
import type { ProjectSummary, RoleType } from '@kontor/core/schemas/projects';
import type { DbOrTx } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';

interface Row {
  id: string;
  name: string;
  description: string;
  logo: string | null;
  role_id: string | null;
  role_name: string | null;
  role_type: RoleType | null;
  role_color: string | null;
  is_worker: boolean | null;
}

function toSummary(row: Row): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    role:
      row.role_id === null
        ? null
        : { id: row.role_id, name: row.role_name!, type: row.role_type!, color: row.role_color! },
    isWorker: row.is_worker === true,
  };
}

/** The caller's projects with their role; superusers see every project (role null where not a member). */
export async function listProjectSummaries(
  db: DbOrTx,
  user: { userId: string; isSuperuser: boolean },
  projectId?: string,
): Promise<ProjectSummary[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.name, p.description, p.logo,
          r.id as role_id, r.name as role_name, r.type as role_type, r.color as role_color, m.is_worker
        from projects p
        left join memberships m on m.project_id = p.id and m.user_id = ${user.userId}
        left join roles r on r.id = m.role_id
        where (${user.isSuperuser} or m.user_id is not null)
          ${projectId === undefined ? sql`` : sql`and p.id = ${projectId}`}
        order by lower(p.name), p.id`,
  );
  return rows.map(toSummary);
}
