import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TaskSchedule } from '@kontor/core/scheduling/index';
import type { TaskState, TicketState } from '@kontor/core/states/index';
import { TICKET_OPTIONS_LIMIT, type TaskDetail } from '@kontor/core/schemas/tasks';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { taskHistory, tasks, taskStaff } from '../../db/schema/tasks.ts';
import { containsPattern } from '../../db/search.ts';
import { queryRows } from '../../db/sql.ts';

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const userRef = (id: SQL, name: SQL) =>
  sql`case when ${id} is not null then json_build_object('id', ${id}, 'name', coalesce(${name}, '')) end`;

/** A task row (alias t, its property p) as the list item JSON; staff names for this row only. */
export const ITEM_JSON = sql`json_build_object(
  'id', t.id,
  'title', t.title,
  'state', t.state,
  'schedule', t.schedule,
  'dueDate', t.due_date,
  'property', json_build_object('id', p.id, 'name', p.name),
  'ticketId', t.ticket_id,
  'assignedStaff', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name)
      order by lower(u.name), u.id)
    from task_staff ts join users u on u.id = ts.user_id where ts.task_id = t.id), '[]'::json),
  'executedAt', ${iso(sql`t.executed_at`)},
  'completedAt', ${iso(sql`t.completed_at`)},
  'createdAt', ${iso(sql`t.created_at`)},
  'version', t.version)`;

// Newest first; a step that changes staff and state writes both at once, the state last.
const HISTORY_JSON = sql`coalesce((select json_agg(json_build_object(
    'kind', h.kind,
    'state', h.state,
    'staff', case when h.kind = 'staff' then coalesce((select json_agg(
        json_build_object('id', su.id, 'name', su.name) order by lower(su.name), su.id)
      from users su where su.id = any(h.staff)), '[]'::json) end,
    'by', ${userRef(sql`h.user_id`, sql`hu.name`)},
    'at', ${iso(sql`h.at`)}) order by h.at desc, h.kind = 'state' desc, h.id desc)
  from task_history h left join users hu on hu.id = h.user_id where h.task_id = t.id), '[]'::json)`;

export async function findDetail(
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<TaskDetail | undefined> {
  const [row] = await queryRows<{ item: TaskDetail | string; extra: object | string }>(
    db,
    sql`select ${ITEM_JSON} as item, json_build_object(
          'description', t.description,
          'images', to_json(t.images),
          'createdBy', ${userRef(sql`t.created_by`, sql`cu.name`)},
          'history', ${HISTORY_JSON}) as extra
        from tasks t join properties p on p.id = t.property_id
        left join users cu on cu.id = t.created_by
        where t.id = ${id} and t.project_id = ${projectId}`,
  );
  if (!row) return undefined;
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return { ...parse(row.item), ...(parse(row.extra) as object) } as TaskDetail;
}

/** What a task's messages name: title, property, creator, and the acting user's name. */
export async function messageFacts(tx: Tx, projectId: string, id: string, actorId: string) {
  const [row] = await queryRows<{
    title: string;
    propertyName: string;
    createdBy: string | null;
    actorName: string;
  }>(
    tx,
    sql`select t.title, p.name as "propertyName", t.created_by as "createdBy",
          coalesce((select u.name from users u where u.id = ${actorId}), '') as "actorName"
        from tasks t join properties p on p.id = t.property_id
        where t.id = ${id} and t.project_id = ${projectId}`,
  );
  return row!;
}

export interface TaskRecord {
  id: string;
  state: TaskState;
  version: number;
  assignedStaff: string[];
  images: string[];
}

/** The tasks' state, staff and images, locked for the rest of the transaction. */
export async function lockTasks(tx: Tx, projectId: string, ids: string[]): Promise<TaskRecord[]> {
  if (ids.length === 0) return [];
  return queryRows<TaskRecord>(
    tx,
    sql`select t.id, t.state, t.version, t.images, coalesce((select array_agg(ts.user_id)
          from task_staff ts where ts.task_id = t.id), '{}') as "assignedStaff"
        from tasks t where t.project_id = ${projectId} and t.id in ${ids}
        order by t.id for update of t`,
  );
}

export interface TaskValues {
  title: string;
  description: string;
  propertyId: string;
  ticketId: string | null;
  state: TaskState;
  schedule: TaskSchedule | null;
  dueDate: string | null;
  dueBy: string | null;
  images: string[];
}

export async function insertTask(
  tx: Tx,
  values: TaskValues & { id: string; projectId: string; createdBy: string },
) {
  await tx.insert(tasks).values(values);
}

export type TaskChanges = Partial<TaskValues & { executedAt: Date; completedAt: Date }>;

/** Applies the changes only if `version` still matches; returns whether a row was updated. */
export async function updateIfVersion(
  tx: Tx,
  projectId: string,
  id: string,
  version: number,
  changes: TaskChanges,
): Promise<boolean> {
  const rows = await tx
    .update(tasks)
    .set({ ...changes, version: sql`${tasks.version} + 1`, updatedAt: new Date() })
    .where(and(eq(tasks.id, id), eq(tasks.projectId, projectId), eq(tasks.version, version)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Moves many tasks to one state (bulk close / archive); bumps their versions. */
export async function setStates(
  tx: Tx,
  projectId: string,
  ids: string[],
  changes: { state: TaskState; completedAt?: Date },
) {
  await tx
    .update(tasks)
    .set({ ...changes, version: sql`${tasks.version} + 1`, updatedAt: new Date() })
    .where(and(eq(tasks.projectId, projectId), inArray(tasks.id, ids)));
}

export async function replaceStaff(tx: Tx, projectId: string, taskId: string, userIds: string[]) {
  await tx.delete(taskStaff).where(eq(taskStaff.taskId, taskId));
  if (userIds.length > 0) {
    await tx.insert(taskStaff).values(userIds.map((userId) => ({ taskId, projectId, userId })));
  }
}

export type HistoryEntry = { kind: 'state'; state: TaskState } | { kind: 'staff'; staff: string[] };

export async function addHistory(
  tx: Tx,
  entries: { id: string; taskId: string; userId: string; entry: HistoryEntry }[],
) {
  if (entries.length === 0) return;
  await tx.insert(taskHistory).values(
    entries.map(({ id, taskId, userId, entry }) => ({
      id,
      taskId,
      userId,
      kind: entry.kind,
      state: entry.kind === 'state' ? entry.state : null,
      staff: entry.kind === 'staff' ? entry.staff : null,
    })),
  );
}

export async function deleteTask(tx: Tx, projectId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.projectId, projectId)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** The ticket a new task is linked to ('Aufgabe hinzufügen'), locked; undefined if not in the project. */
export async function lockTicket(tx: Tx, projectId: string, id: string) {
  const [row] = await queryRows<{ state: TicketState; archived: boolean; hasTask: boolean }>(
    tx,
    sql`select k.state, k.archived, exists (select 1 from tasks t where t.ticket_id = k.id) as "hasTask"
        from tickets k where k.id = ${id} and k.project_id = ${projectId} for update of k`,
  );
  return row;
}

/** Tickets a new task may be linked to (core `isPickableTicket`, as SQL), newest first. */
export async function ticketOptions(db: DbOrTx, projectId: string, search: string | undefined) {
  const filter = search ? sql`and lower(k.title) like ${containsPattern(search)}` : sql``;
  return queryRows<{ id: string; title: string; propertyId: string; createdAt: string }>(
    db,
    sql`select k.id, k.title, k.property_id as "propertyId",
          to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
        from tickets k
        where k.project_id = ${projectId} and k.state <> 'closed' and not k.archived
          and not exists (select 1 from tasks t where t.ticket_id = k.id) ${filter}
        order by k.created_at desc, k.id desc limit ${sql.raw(String(TICKET_OPTIONS_LIMIT))}`,
  );
}
