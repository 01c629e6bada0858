import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Service, ServiceEntry } from '@kontor/core/schemas/services';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { properties } from '../../db/schema/properties.ts';
import {
  serviceEntries,
  serviceEntryStaff,
  services,
  serviceStaff,
  type StaffKind,
} from '../../db/schema/services.ts';
import { containsPattern } from '../../db/search.ts';
import { queryRows } from '../../db/sql.ts';

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The ordered staff of one kind of the owner row, as a JSON array of user refs. */
function staffJson(table: string, ownerColumn: string, ownerId: SQL, kind: StaffKind): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name)
      order by st.position)
    from ${sql.identifier(table)} st join users u on u.id = st.user_id
    where st.${sql.identifier(ownerColumn)} = ${ownerId} and st.kind = ${kind}), '[]'::json)`;
}

/** A service row (alias s, its creator cu) as `serviceSchema`. */
const SERVICE_JSON = sql`json_build_object(
  'id', s.id,
  'title', s.title,
  'description', s.description,
  'images', to_json(s.images),
  'active', s.active,
  'defaultDuration', s.default_duration,
  'workers', ${staffJson('service_staff', 'service_id', sql`s.id`, 'worker')},
  'substitutes', ${staffJson('service_staff', 'service_id', sql`s.id`, 'substitute')},
  'costType', s.cost_type,
  'createdAt', ${iso(sql`s.created_at`)},
  'createdBy', case when s.created_by is not null
    then json_build_object('id', s.created_by, 'name', coalesce(cu.name, '')) end,
  'version', s.version)`;

/** An entry row (alias e, its service s) as `serviceEntrySchema`. */
const ENTRY_JSON = sql`json_build_object(
  'id', e.id,
  'propertyId', e.property_id,
  'service', json_build_object('id', s.id, 'title', s.title, 'active', s.active),
  'active', e.active,
  'schedule', e.schedule,
  'holidayRule', e.holiday_rule,
  'workers', ${staffJson('service_entry_staff', 'entry_id', sql`e.id`, 'worker')},
  'substitutes', ${staffJson('service_entry_staff', 'entry_id', sql`e.id`, 'substitute')},
  'version', e.version)`;

/** Rows of one JSON text column `json`, parsed (both drivers give text for ::text). */
async function jsonRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const rows = await queryRows<{ json: string }>(db, query);
  return rows.map((row) => JSON.parse(row.json) as T);
}

// ── Catalogue ──

export async function listServices(db: DbOrTx, projectId: string): Promise<Service[]> {
  return jsonRows<Service>(
    db,
    sql`select ${SERVICE_JSON}::text as json
        from services s left join users cu on cu.id = s.created_by
        where s.project_id = ${projectId}
        order by lower(s.title), s.id`,
  );
}

export async function findService(
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<Service | undefined> {
  const [row] = await jsonRows<Service>(
    db,
    sql`select ${SERVICE_JSON}::text as json
        from services s left join users cu on cu.id = s.created_by
        where s.id = ${id} and s.project_id = ${projectId}`,
  );
  return row;
}

export interface ServiceValues {
  title: string;
  description: string;
  images: string[];
  active: boolean;
  defaultDuration: number | null;
  costType: Service['costType'];
}

export async function insertService(
  tx: Tx,
  values: ServiceValues & { id: string; projectId: string; createdBy: string },
) {
  await tx.insert(services).values(values);
}

/** Applies the changes only if `version` still matches; returns whether a row was updated. */
export async function updateServiceIfVersion(
  tx: Tx,
  projectId: string,
  id: string,
  version: number,
  changes: Partial<ServiceValues>,
): Promise<boolean> {
  const rows = await tx
    .update(services)
    .set({ ...changes, version: sql`${services.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(services.id, id), eq(services.projectId, projectId), eq(services.version, version)),
    )
    .returning({ id: services.id });
  return rows.length > 0;
}

export async function serviceExists(db: DbOrTx, projectId: string, id: string) {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, id), eq(services.projectId, projectId)));
  return rows.length > 0;
}

/** What a new entry takes from its service: whether it may be assigned, and its staff. */
export async function serviceDefaults(db: DbOrTx, projectId: string, id: string) {
  const [row] = await queryRows<{ active: boolean; workerIds: string[]; substituteIds: string[] }>(
    db,
    sql`select s.active,
          coalesce((select array_agg(st.user_id order by st.position) from service_staff st
            where st.service_id = s.id and st.kind = 'worker'), '{}') as "workerIds",
          coalesce((select array_agg(st.user_id order by st.position) from service_staff st
            where st.service_id = s.id and st.kind = 'substitute'), '{}') as "substituteIds"
        from services s where s.id = ${id} and s.project_id = ${projectId}`,
  );
  return row;
}

/** The ordered workers and substitutes of a service or entry, replacing what it had. */
export async function replaceStaff(
  tx: Tx,
  table: typeof serviceStaff | typeof serviceEntryStaff,
  projectId: string,
  ownerId: string,
  staff: { workerIds: string[]; substituteIds: string[] },
) {
  await tx.delete(table).where(eq(table.ownerId, ownerId));
  const rows = [
    ...staff.workerIds.map((userId, position) => ({ userId, position, kind: 'worker' as const })),
    ...staff.substituteIds.map((userId, position) => ({
      userId,
      position,
      kind: 'substitute' as const,
    })),
  ];
  if (rows.length > 0) {
    await tx.insert(table).values(rows.map((row) => ({ ...row, ownerId, projectId })));
  }
}

// ── Entries of a property ──

/** The property of the URL, or undefined when it is not in the project. */
export async function findProperty(
  db: DbOrTx,
  projectId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ archived: properties.archived })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.projectId, projectId)));
  const [row] = options.lock ? await query.for('share') : await query;
  return row;
}

export async function listEntries(
  db: DbOrTx,
  projectId: string,
  propertyId: string,
): Promise<ServiceEntry[]> {
  return jsonRows<ServiceEntry>(
    db,
    sql`select ${ENTRY_JSON}::text as json
        from service_entries e join services s on s.id = e.service_id
        where e.project_id = ${projectId} and e.property_id = ${propertyId}
        order by lower(s.title), s.id`,
  );
}

export async function findEntry(
  db: DbOrTx,
  projectId: string,
  propertyId: string,
  id: string,
): Promise<ServiceEntry | undefined> {
  const [row] = await jsonRows<ServiceEntry>(
    db,
    sql`select ${ENTRY_JSON}::text as json
        from service_entries e join services s on s.id = e.service_id
        where e.id = ${id} and e.project_id = ${projectId} and e.property_id = ${propertyId}`,
  );
  return row;
}

type EntryRow = typeof serviceEntries.$inferInsert;
export type EntryValues = Pick<EntryRow, 'active' | 'schedule' | 'holidayRule'>;

export async function insertEntry(
  tx: Tx,
  values: EntryValues & {
    id: string;
    projectId: string;
    propertyId: string;
    serviceId: string;
    createdBy: string;
  },
) {
  await tx.insert(serviceEntries).values(values);
}

const entryOf = (projectId: string, propertyId: string, id: string) =>
  and(
    eq(serviceEntries.id, id),
    eq(serviceEntries.projectId, projectId),
    eq(serviceEntries.propertyId, propertyId),
  );

/** Applies the changes only if `version` still matches; returns whether a row was updated. */
export async function updateEntryIfVersion(
  tx: Tx,
  projectId: string,
  propertyId: string,
  id: string,
  version: number,
  changes: Partial<EntryValues>,
): Promise<boolean> {
  const rows = await tx
    .update(serviceEntries)
    .set({ ...changes, version: sql`${serviceEntries.version} + 1`, updatedAt: new Date() })
    .where(and(entryOf(projectId, propertyId, id), eq(serviceEntries.version, version)))
    .returning({ id: serviceEntries.id });
  return rows.length > 0;
}

export async function entryExists(db: DbOrTx, projectId: string, propertyId: string, id: string) {
  const rows = await db
    .select({ id: serviceEntries.id })
    .from(serviceEntries)
    .where(entryOf(projectId, propertyId, id));
  return rows.length > 0;
}

export async function deleteEntry(tx: DbOrTx, projectId: string, propertyId: string, id: string) {
  const rows = await tx
    .delete(serviceEntries)
    .where(entryOf(projectId, propertyId, id))
    .returning({ id: serviceEntries.id });
  return rows.length > 0;
}

// ── Matrix ──

/**
 * The services matrix as the JSON text of the answer, in one statement: the active services
 * (columns) and the non-archived properties (rows) with their entries of those services,
 * grouped once per project rather than looked up per property.
 */
export async function matrixJson(
  db: DbOrTx,
  projectId: string,
  search: string | undefined,
): Promise<string> {
  const filter = search ? sql`and lower(p.name) like ${containsPattern(search)}` : sql``;
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`select json_build_object(
        'services', coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title)
            order by lower(s.title), s.id)
          from services s where s.project_id = ${projectId} and s.active), '[]'::json),
        'properties', coalesce((select json_agg(json_build_object(
              'id', p.id, 'name', p.name, 'entries', coalesce(c.entries, '[]'::json))
            order by lower(p.name), p.id)
          from properties p
          left join (select e.property_id, json_agg(json_build_object(
                'id', e.id, 'serviceId', e.service_id, 'active', e.active)
                order by e.service_id) as entries
              from service_entries e join services s on s.id = e.service_id and s.active
              where e.project_id = ${projectId}
              group by e.property_id) c on c.property_id = p.id
          where p.project_id = ${projectId} and not p.archived ${filter}), '[]'::json)
      )::text as json`,
  );
  return row!.json;
}
