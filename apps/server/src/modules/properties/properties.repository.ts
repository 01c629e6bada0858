import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PropertyDetail, PropertyListItem } from '@kontor/core/schemas/properties';
import type { Db, DbOrTx, Tx } from '../../db/database.ts';
import { preparedRows, queryRows } from '../../db/sql.ts';
import { memberships, projectCounters } from '../../db/schema/projects.ts';
import { properties, propertyStaff } from '../../db/schema/properties.ts';

interface Row {
  id: string;
  name: string;
  created_at: string | Date;
  archived: boolean;
  version: number;
  created_by: string | null;
  created_by_name: string | null;
  staff: { id: string; name: string }[] | string;
  key_number?: number | null;
  info?: string;
}

const SORTS: Record<string, SQL> = {
  name: sql`lower(p.name) asc, p.id asc`,
  '-name': sql`lower(p.name) desc, p.id desc`,
  createdAt: sql`p.created_at asc, p.id asc`,
  '-createdAt': sql`p.created_at desc, p.id desc`,
};

// Page first, then creator and staff names for just those rows: one round trip, and the
// sub-select never runs for rows skipped by OFFSET.
function pageQuery(where: SQL, order: SQL, limit: number, offset: number, extra = sql``): SQL {
  return sql`with page as (
      select p.id, p.name, p.created_at, p.archived, p.version, p.created_by ${extra}
      from properties p where ${where} order by ${order} limit ${limit} offset ${offset})
    select p.*, cu.name as created_by_name,
      coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by lower(u.name), u.id)
        from property_staff ps join users u on u.id = ps.user_id where ps.property_id = p.id), '[]'::json) as staff
    from page p left join users cu on cu.id = p.created_by
    order by ${order}`;
}

function toItem(row: Row): PropertyListItem {
  const staff = typeof row.staff === 'string' ? (JSON.parse(row.staff) as Row['staff']) : row.staff;
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by ? { id: row.created_by, name: row.created_by_name ?? '' } : null,
    assignedStaff: staff as { id: string; name: string }[],
    archived: row.archived,
    version: row.version,
  };
}

function searchFilter(search: string | undefined): SQL {
  if (!search) return sql``;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return sql`and lower(p.name) like ${pattern}`;
}

export async function listPage(
  db: Db,
  projectId: string,
  q: { archived: boolean; search?: string; sort: string; page: number; pageSize: number },
): Promise<PropertyListItem[]> {
  const rows = await preparedRows<Row>(
    db,
    pageQuery(
      sql`p.project_id = ${projectId} and p.archived = ${q.archived} ${searchFilter(q.search)}`,
      SORTS[q.sort] ?? SORTS.name!,
      q.pageSize,
      (q.page - 1) * q.pageSize,
    ),
  );
  return rows.map(toItem);
}

/** Exact count only with a search filter; otherwise the trigger-maintained counter. */
export async function countProperties(
  db: Db,
  projectId: string,
  q: { archived: boolean; search?: string },
): Promise<number> {
  if (q.search) {
    const [row] = await preparedRows<{ n: number | string }>(
      db,
      sql`select count(*)::int as n from properties p
          where p.project_id = ${projectId} and p.archived = ${q.archived} ${searchFilter(q.search)}`,
    );
    return Number(row?.n ?? 0);
  }
  const name = q.archived ? 'properties.archived' : 'properties.active';
  const [row] = await preparedRows<{ value: number | string }>(
    db,
    sql`select value from ${projectCounters} where project_id = ${projectId} and name = ${name}`,
  );
  return Number(row?.value ?? 0);
}

export async function findDetail(
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<PropertyDetail | undefined> {
  const [row] = await queryRows<Row>(
    db,
    pageQuery(
      sql`p.id = ${id} and p.project_id = ${projectId}`,
      sql`p.id`,
      1,
      0,
      sql`, p.key_number, p.info`,
    ),
  );
  if (!row) return undefined;
  return { ...toItem(row), settings: { keyNumber: row.key_number ?? null, info: row.info ?? '' } };
}

export async function insertProperty(
  db: DbOrTx,
  values: { id: string; projectId: string; name: string; createdBy: string },
) {
  await db.insert(properties).values(values);
}

/** Applies the changes only if `version` still matches; returns whether a row was updated. */
export async function updateIfVersion(
  tx: Tx,
  projectId: string,
  id: string,
  version: number,
  changes: Partial<{ name: string; keyNumber: number | null; info: string; archived: boolean }>,
): Promise<boolean> {
  const rows = await tx
    .update(properties)
    .set({ ...changes, version: sql`${properties.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(properties.id, id),
        eq(properties.projectId, projectId),
        eq(properties.version, version),
      ),
    )
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function exists(db: DbOrTx, projectId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.projectId, projectId)));
  return rows.length > 0;
}

export async function countMembers(
  db: DbOrTx,
  projectId: string,
  userIds: string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.projectId, projectId), inArray(memberships.userId, userIds)));
  return rows.length;
}

export async function replaceStaff(
  tx: Tx,
  projectId: string,
  propertyId: string,
  userIds: string[],
) {
  await tx.delete(propertyStaff).where(eq(propertyStaff.propertyId, propertyId));
  if (userIds.length > 0) {
    await tx
      .insert(propertyStaff)
      .values(userIds.map((userId) => ({ propertyId, projectId, userId })));
  }
}
