import { sql } from 'drizzle-orm';
import type { Comment } from '@kontor/core/schemas/comments';
import type { Db } from '../../db/database.ts';
import { taskComments } from '../../db/schema/tasks.ts';
import { queryRows } from '../../db/sql.ts';

const COMMENT_COLUMNS = sql`c.id, c.text,
  case when c.created_by is not null
    then json_build_object('id', c.created_by, 'name', coalesce(u.name, '')) end as "createdBy",
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/** The task's comments, newest first; undefined when the task is not in the project. */
export async function listComments(
  db: Db,
  projectId: string,
  taskId: string,
): Promise<Comment[] | undefined> {
  const rows = await queryRows<Comment & { found: boolean }>(
    db,
    sql`select t.id is not null as found, ${COMMENT_COLUMNS}
        from (select id from tasks where id = ${taskId} and project_id = ${projectId}) t
        left join task_comments c on c.task_id = t.id
        left join users u on u.id = c.created_by
        order by c.created_at desc, c.id desc`,
  );
  if (rows.length === 0) return undefined;
  return rows.filter((row) => row.id !== null).map(({ found: _found, ...comment }) => comment);
}

export async function insertComment(
  db: Db,
  values: { id: string; taskId: string; projectId: string; text: string; createdBy: string },
) {
  await db.insert(taskComments).values(values);
}

export async function findComment(db: Db, id: string): Promise<Comment> {
  const [row] = await queryRows<Comment>(
    db,
    sql`select ${COMMENT_COLUMNS} from task_comments c left join users u on u.id = c.created_by
        where c.id = ${id}`,
  );
  return row!;
}
