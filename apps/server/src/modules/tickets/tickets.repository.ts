import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TICKET_PAGES, type TicketState } from '@kontor/core/states/index';
import type { TicketDetail, TicketListParams } from '@kontor/core/schemas/tickets';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { tickets } from '../../db/schema/tickets.ts';
import { queryRows } from '../../db/sql.ts';
import { counterValue } from '../../lib/counters.ts';

const ITEM_JSON = sql`json_build_object(
  'id', k.id,
  'title', k.title,
  'state', k.state,
  'archived', k.archived,
  'property', json_build_object('id', p.id, 'name', p.name),
  'taskId', (select t.id from tasks t where t.ticket_id = k.id),
  'createdAt', to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'createdBy', case when k.created_by is not null
    then json_build_object('id', k.created_by, 'name', coalesce(cu.name, '')) end,
  'version', k.version)`;

function filters(q: TicketListParams): SQL[] {
  // Von/Bis are Berlin calendar days of the creation.
  const day = sql`(k.created_at at time zone 'Europe/Berlin')::date`;
  return [
    q.ticket && sql`k.id = ${q.ticket}`,
    q.propertyId && sql`k.property_id = ${q.propertyId}`,
    q.from && sql`${day} >= ${q.from}::date`,
    q.to && sql`${day} <= ${q.to}::date`,
    q.search &&
      sql`to_tsvector('german', k.title || ' ' || k.description) @@ plainto_tsquery('german', ${q.search})`,
  ].filter((f): f is SQL => Boolean(f));
}

function counts(projectId: string, extra: SQL[]): SQL {
  const pairs = TICKET_PAGES.map((page) =>
    extra.length > 0
      ? sql`${page}::text, count(*) filter (where k.page = ${page})`
      : sql`${page}::text, ${counterValue(projectId, `tickets.${page}`)}`,
  );
  const from =
    extra.length > 0
      ? sql`from tickets k where k.project_id = ${projectId} and ${sql.join(extra, sql` and `)}`
      : sql``;
  return sql`(select json_build_object(${sql.join(pairs, sql`, `)}) ${from})`;
}

/** One page as JSON text, `{ items, total, page, pageSize, counts }` (decision 0005). */
export function listSql(projectId: string, q: TicketListParams): SQL {
  if (!Number.isSafeInteger(q.pageSize) || q.pageSize < 1) throw new Error('invalid page size');
  const limit = sql.raw(String(q.pageSize));
  const offset = q.page > 1 ? sql`offset ${(q.page - 1) * q.pageSize}` : sql``;
  const extra = filters(q);
  const where = sql.join(
    [sql`k.project_id = ${projectId}`, sql`k.page = ${q.status}`, ...extra],
    sql` and `,
  );
  const order = sql`k.created_at desc, k.id desc`;
  return sql`(select json_build_object(
      'items', coalesce((select json_agg(${ITEM_JSON} order by ${order})
        from (select k.* from tickets k where ${where} order by ${order} limit ${limit} ${offset}) k
        join properties p on p.id = k.property_id
        left join users cu on cu.id = k.created_by), '[]'::json),
      'total', (c.counts ->> ${q.status})::int,
      'page', ${q.page}::int,
      'pageSize', ${limit},
      'counts', c.counts)::text
    from (select ${counts(projectId, extra)}::jsonb as counts) c)`;
}

export async function findDetail(db: DbOrTx, projectId: string, id: string) {
  const [row] = await queryRows<{ item: TicketDetail | string }>(
    db,
    sql`select (${ITEM_JSON}::jsonb || jsonb_build_object('description', k.description,
          'images', to_jsonb(k.images))) as item
        from tickets k join properties p on p.id = k.property_id
        left join users cu on cu.id = k.created_by
        where k.id = ${id} and k.project_id = ${projectId}`,
  );
  if (!row) return undefined;
  return typeof row.item === 'string' ? (JSON.parse(row.item) as TicketDetail) : row.item;
}

export interface TicketRecord {
  id: string;
  state: TicketState;
  archived: boolean;
  version: number;
  hasTask: boolean;
}

/** The tickets' status, locked for the rest of the transaction. */
export async function lockTickets(tx: Tx, projectId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return queryRows<TicketRecord>(
    tx,
    sql`select k.id, k.state, k.archived, k.version,
          exists (select 1 from tasks t where t.ticket_id = k.id) as "hasTask"
        from tickets k where k.project_id = ${projectId} and k.id in ${ids}
        order by k.id for update of k`,
  );
}

export type TicketValues = Partial<{
  title: string;
  description: string;
  propertyId: string;
  state: TicketState;
  archived: boolean;
  images: string[];
}>;

export async function insertTicket(
  tx: DbOrTx,
  values: TicketValues & {
    id: string;
    projectId: string;
    createdBy: string;
    title: string;
    propertyId: string;
    state: TicketState;
  },
) {
  await tx.insert(tickets).values(values);
}

export async function updateTickets(
  tx: Tx,
  projectId: string,
  ids: string[],
  changes: TicketValues,
) {
  await tx
    .update(tickets)
    .set({ ...changes, version: sql`${tickets.version} + 1`, updatedAt: new Date() })
    .where(and(eq(tickets.projectId, projectId), inArray(tickets.id, ids)));
}

/** Deletes closed tickets; their task stays, without the link. */
export async function deleteTickets(tx: Tx, projectId: string, ids: string[]) {
  await tx
    .update(tasks)
    .set({ ticketId: null })
    .where(and(eq(tasks.projectId, projectId), inArray(tasks.ticketId, ids)));
  await tx.delete(tickets).where(and(eq(tickets.projectId, projectId), inArray(tickets.id, ids)));
}
