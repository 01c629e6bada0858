import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  PropertyDetail,
  PropertyListItem,
  PropertyListParams,
} from '@kontor/core/schemas/properties';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { counterValue } from '../../lib/counters.ts';
import { properties, propertyStaff } from '../../db/schema/properties.ts';

const SORTS: Record<string, SQL> = {
  name: sql`lower(p.name) asc, p.id asc`,
  '-name': sql`lower(p.name) desc, p.id desc`,
  createdAt: sql`p.created_at asc, p.id asc`,
  '-createdAt': sql`p.created_at desc, p.id desc`,
};

// PostgreSQL builds the JSON (one text value to parse instead of rows of typed columns).
// createdAt as Date#toISOString prints it; to_char truncates to milliseconds like JS does.
const ITEM_JSON = sql`json_build_object(
  'id', p.id,
  'name', p.name,
  'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'createdBy', case when p.created_by is not null
    then json_build_object('id', p.created_by, 'name', coalesce(cu.name, '')) end,
  'assignedStaff', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name)
      order by lower(u.name), u.id)
    from property_staff ps join users u on u.id = ps.user_id where ps.property_id = p.id), '[]'::json),
  'archived', p.archived,
  'version', p.version)`;

function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function searchFilter(search: string | undefined): SQL {
  if (!search) return sql``;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return sql`and lower(p.name) like ${pattern}`;
}

/** Exact count only with a search filter; otherwise the trigger-maintained counter. */
function totalOf(projectId: string, archived: boolean, search: string | undefined): SQL {
  if (search) {
    return sql`(select count(*) from properties p
      where p.project_id = ${projectId} and p.archived = ${archived} ${searchFilter(search)})`;
  }
  return counterValue(projectId, archived ? 'properties.archived' : 'properties.active');
}

/**
 * One page as the JSON text of the answer, `{ items, total, page, pageSize }`: the page first, then
 * creator and staff names for just those rows (never for rows skipped by OFFSET). A scalar
 * sub-select, so the access guard can run it in its own query (see properties.routes.ts).
 */
export function listSql(projectId: string, q: PropertyListParams): SQL {
  const search = q.search || undefined;
  const order = SORTS[q.sort] ?? SORTS.name!;
  if (!Number.isSafeInteger(q.pageSize) || q.pageSize < 1) throw new Error('invalid page size');
  // A parameter in LIMIT or OFFSET makes PostgreSQL assume 10 % of the table is read, so it
  // re-plans the prepared statement on every call (~0.6 ms, more than running it). Constants
  // (page size is one of four, the first page has no offset) let it reuse a generic plan.
  const limit = sql.raw(String(q.pageSize));
  const offset = q.page > 1 ? sql`offset ${(q.page - 1) * q.pageSize}` : sql``;
  // ::text: the route sends PostgreSQL's JSON as it is (docs/decisions/0005).
  return sql`select json_build_object(
      'items', coalesce((select json_agg(${ITEM_JSON} order by ${order})
        from (select p.id, p.name, p.created_at, p.archived, p.version, p.created_by
          from properties p
          where p.project_id = ${projectId} and p.archived = ${q.archived} ${searchFilter(search)}
          order by ${order} limit ${limit} ${offset}) p
        left join users cu on cu.id = p.created_by), '[]'::json),
      'total', ${totalOf(projectId, q.archived, search)},
      'page', ${q.page}::int,
      'pageSize', ${limit})::text`;
}

export async function findDetail(
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<PropertyDetail | undefined> {
  type Detail = { item: PropertyListItem; settings: PropertyDetail['settings'] };
  const [row] = await queryRows<{ detail: Detail | string }>(
    db,
    sql`select json_build_object('item', ${ITEM_JSON},
          'settings', json_build_object('address', p.address, 'keyNumber', p.key_number, 'info', p.info)) as detail
        from properties p left join users cu on cu.id = p.created_by
        where p.id = ${id} and p.project_id = ${projectId}`,
  );
  if (!row) return undefined;
  const { item, settings } = parsed(row.detail);
  return { ...item, settings };
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
  changes: Partial<{
    name: string;
    address: string;
    keyNumber: number | null;
    info: string;
    archived: boolean;
  }>,
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
