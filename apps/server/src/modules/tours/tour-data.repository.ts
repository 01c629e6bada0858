import { sql, type SQL } from 'drizzle-orm';
import type { CostType } from '@kontor/core/schemas/services';
import type { LocalDate } from '@kontor/core/time-tracking/local-date';
import type { HolidayRule, ServiceSchedule } from '@kontor/core/tours/index';
import type { Db } from '../../db/database.ts';
import { preparedRows } from '../../db/sql.ts';
import { tourRevisionSql } from './tour-cache.ts';
import { absenceSpansSql, tourHolidaysSql, type AbsenceSpan } from '../../lib/tour-calendar.ts';

/** An active entry of an active service at a non-archived property, with its staff. */
export interface EntryRow {
  id: string;
  propertyId: string;
  serviceId: string;
  schedule: ServiceSchedule;
  holidayRule: HolidayRule;
  title: string;
  /** The service's description. */
  description: string;
  costType: CostType;
  defaultDuration: number | null;
  propertyName: string;
  address: string;
  keyNumber: number | null;
  info: string;
  workerIds: string[];
  substituteIds: string[];
  /** Sum of the stored versions of entry, service and property: rises with every change. */
  sequence: number;
}

export interface VisitRow {
  id: string;
  entryId: string;
  plannedDate: LocalDate;
  doneAt: string;
  doneBy: string | null;
  comment: string;
  photoCount: number;
}

export interface TourData {
  entries: EntryRow[];
  /** Names of the entries' staff and of who confirmed the visits, by user id. */
  names: Record<string, string>;
  absences: AbsenceSpan[];
  visits: VisitRow[];
  holidays: [LocalDate, string][];
  /** The asked worker's membership, when one was asked for (null: not a member). */
  worker: { name: string; isWorker: boolean } | null;
  /** The tours' revision this was read with (tour-cache.ts), in the same snapshot. */
  revision: string;
  /** The asked property, when one was asked for (null: not the project's). */
  property: { id: string; name: string; address: string; keyNumber: number | null } | null;
}

export interface TourDataQuery {
  /** Condition on the entry `e` (besides being active and in the project). */
  entries: SQL;
  /** Visits confirmed for planned dates in this range. */
  visits?: { from: LocalDate; to: LocalDate };
  /** Approved absences of the entries' staff overlapping this range. */
  absences?: { from: LocalDate; to: LocalDate };
  workerId?: string;
  propertyId?: string;
}

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const staffIds = (kind: string) =>
  sql`coalesce((select array_agg(st.user_id order by st.position) from service_entry_staff st
    where st.entry_id = e.id and st.kind = ${kind}), '{}')`;

/**
 * Everything the expansion needs in one statement: the entries with their staff, property and
 * service, the confirmed visits of a range, the staff's approved absences, the tours'
 * holidays and the names to show. Only active entries of active services at non-archived
 * properties plan visits.
 */
export async function loadTourData(
  db: Db,
  projectId: string,
  query: TourDataQuery,
): Promise<TourData> {
  const { visits, absences, workerId, propertyId } = query;
  const visitRows = visits
    ? sql`select v.* from ent join service_visits v on v.entry_id = ent.id
        where v.project_id = ${projectId}
          and v.planned_date between ${visits.from} and ${visits.to}`
    : sql`select * from service_visits where false`;
  const absenceSpans = absences
    ? absenceSpansSql(projectId, sql`select user_id from staff`, absences.from, absences.to)
    : sql`'[]'::json`;
  const worker = workerId
    ? sql`(select json_build_object('name', u.name, 'isWorker', m.is_worker)
        from memberships m join users u on u.id = m.user_id
        where m.project_id = ${projectId} and m.user_id = ${workerId})`
    : sql`null`;
  const property = propertyId
    ? sql`(select json_build_object('id', p.id, 'name', p.name, 'address', p.address,
          'keyNumber', p.key_number)
        from properties p where p.project_id = ${projectId} and p.id = ${propertyId})`
    : sql`null`;
  const [row] = await preparedRows<{ json: string }>(
    db,
    sql`with ent as (
        select e.id, e.property_id, e.service_id, e.schedule, e.holiday_rule,
          s.title, s.description, s.cost_type, s.default_duration,
          e.version + s.version + p.version as sequence,
          p.name as property_name, p.address, p.key_number, p.info,
          ${staffIds('worker')} as worker_ids, ${staffIds('substitute')} as substitute_ids
        from service_entries e
        join services s on s.id = e.service_id and s.active
        join properties p on p.id = e.property_id and not p.archived
        where e.project_id = ${projectId} and e.active and ${query.entries}
      ),
      staff as (select distinct unnest(worker_ids || substitute_ids) as user_id from ent),
      vis as (${visitRows})
      select json_build_object(
        'entries', coalesce((select json_agg(json_build_object(
            'id', id, 'propertyId', property_id, 'serviceId', service_id, 'schedule', schedule,
            'holidayRule', holiday_rule, 'title', title, 'description', description,
            'costType', cost_type,
            'defaultDuration', default_duration, 'propertyName', property_name, 'address', address,
            'keyNumber', key_number, 'info', info,
            'workerIds', worker_ids, 'substituteIds', substitute_ids, 'sequence', sequence)
          order by lower(property_name), property_id, lower(title), service_id) from ent),
          '[]'::json),
        'names', coalesce((select json_object_agg(u.id, u.name) from users u
          where u.id in (select user_id from staff union select done_by from vis)), '{}'::json),
        'absences', ${absenceSpans},
        'visits', coalesce((select json_agg(json_build_object(
            'id', id, 'entryId', entry_id, 'plannedDate', planned_date,
            'doneAt', ${iso(sql`done_at`)}, 'doneBy', done_by, 'comment', comment,
            'photoCount', cardinality(images))) from vis), '[]'::json),
        'holidays', ${tourHolidaysSql(projectId)},
        'worker', ${worker},
        'revision', ${tourRevisionSql(projectId)},
        'property', ${property}
      )::text as json`,
  );
  return JSON.parse(row!.json) as TourData;
}

/** Entries naming the user as worker (or, without `kind`, also as substitute). */
export const entriesOfStaff = (projectId: string, userId: string, kind?: 'worker') =>
  sql`e.id in (select st.entry_id from service_entry_staff st
    where st.project_id = ${projectId} and st.user_id = ${userId}
      ${kind ? sql`and st.kind = ${kind}` : sql``})`;

export const entriesOfProperty = (propertyId: string) => sql`e.property_id = ${propertyId}`;
export const entryById = (entryId: string) => sql`e.id = ${entryId}`;
