import { sql } from 'drizzle-orm';
import type { AgendaTask } from '@kontor/core/schemas/worker-app';
import type { LocalDate } from '@kontor/core/time-tracking/local-date';
import type { Db } from '../../db/database.ts';
import { preparedRows } from '../../db/sql.ts';

/** An agenda task before it is placed on a day (`overdue` is decided there). */
export type AgendaTaskRow = Omit<AgendaTask, 'overdue'>;

const iso = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * When the caller was last assigned: the first staff change of the run of staff changes that
 * name them up to now (a task assigned at creation has its staff entry then).
 */
const assignedAt = (userId: string) => sql`(select min(h.at) from task_history h
  where h.task_id = t.id and h.kind = 'staff' and ${userId} = any(h.staff)
    and h.at > coalesce((select max(x.at) from task_history x
      where x.task_id = t.id and x.kind = 'staff' and not (${userId} = any(x.staff))),
      '-infinity'::timestamptz))`;

/**
 * The caller's open tasks (assigned, with them among the staff) due by `to` or undated, with
 * their property, in one statement (driven by the staff index of project and user), ordered
 * by due date (undated last) and title.
 */
export async function assignedTasks(
  db: Db,
  projectId: string,
  userId: string,
  to: LocalDate,
): Promise<AgendaTaskRow[]> {
  const [row] = await preparedRows<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
        'kind', 'task',
        'id', t.id,
        'title', t.title,
        'description', t.description,
        'state', t.state,
        'dueDate', t.due_date,
        'assignedAt', ${iso(assignedAt(userId))},
        'images', to_json(t.images),
        'property', json_build_object('id', p.id, 'name', p.name, 'address', p.address,
          'keyNumber', p.key_number, 'info', p.info),
        'version', t.version)
        order by t.due_date nulls last, lower(t.title), t.id), '[]'::json)::text as json
      from task_staff ts
      join tasks t on t.id = ts.task_id and t.project_id = ts.project_id
      join properties p on p.id = t.property_id and p.project_id = t.project_id
      where ts.project_id = ${projectId} and ts.user_id = ${userId} and t.state = 'assigned'
        and (t.due_date is null or t.due_date <= ${to})`,
  );
  return JSON.parse(row!.json) as AgendaTaskRow[];
}
