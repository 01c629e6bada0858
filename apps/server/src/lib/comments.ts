import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newId } from '@kontor/core/ids';
import {
  commentListSchema,
  commentSchema,
  createCommentBodySchema,
  type Comment,
} from '@kontor/core/schemas/comments';
import { idSchema } from '@kontor/core/schemas/common';
import type { Db, DbOrTx } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';
import { authOf, projectOf } from '../plugins/access.ts';
import { isForeignKeyViolation } from './pg-errors.ts';
import { HttpProblem } from './problem.ts';

/**
 * Records that carry comments (tasks, tickets): a table `<comments>(id, <owner column>,
 * project_id, text, created_by, created_at)` with a FK to (owner id, project id).
 */
export interface CommentOwner {
  /** URL segment and param, e.g. 'tasks' and 'taskId'. */
  segment: string;
  param: string;
  table: string;
  commentsTable: string;
  ownerColumn: string;
  /** German 404 detail for an owner not in the project. */
  notFound: string;
  /** English noun for the API document ('task'). */
  noun: string;
}

const COLUMNS = sql`c.id, c.text,
  case when c.created_by is not null
    then json_build_object('id', c.created_by, 'name', coalesce(u.name, '')) end as "createdBy",
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/** The owner's comments, newest first; 404 when the owner is not in the project. */
async function listComments(db: Db, owner: CommentOwner, projectId: string, ownerId: string) {
  const rows = await queryRows<Comment & { owner: string }>(
    db,
    sql`select o.id as owner, ${COLUMNS}
        from (select id from ${sql.identifier(owner.table)}
              where id = ${ownerId} and project_id = ${projectId}) o
        left join ${sql.identifier(owner.commentsTable)} c
          on c.${sql.identifier(owner.ownerColumn)} = o.id
        left join users u on u.id = c.created_by
        order by c.created_at desc, c.id desc`,
  );
  if (rows.length === 0) throw new HttpProblem(404, owner.notFound);
  return rows.filter((row) => row.id !== null).map(({ owner: _owner, ...comment }) => comment);
}

/** Adds a comment by `userId`; in a transaction when given one (a task's worker report). */
export async function addComment(
  db: DbOrTx,
  owner: CommentOwner,
  values: { projectId: string; ownerId: string; userId: string; text: string },
) {
  const id = newId();
  await db
    .execute(
      sql`insert into ${sql.identifier(owner.commentsTable)}
          (id, ${sql.identifier(owner.ownerColumn)}, project_id, text, created_by)
        values (${id}, ${values.ownerId}, ${values.projectId}, ${values.text}, ${values.userId})`,
    )
    .catch((error: unknown) => {
      // The FK to (owner, project) decides whether the owner is in the project.
      if (isForeignKeyViolation(error)) throw new HttpProblem(404, owner.notFound);
      throw error;
    });
  const [comment] = await queryRows<Comment>(
    db,
    sql`select ${COLUMNS} from ${sql.identifier(owner.commentsTable)} c
        left join users u on u.id = c.created_by where c.id = ${id}`,
  );
  return comment!;
}

/** `GET|POST …/<segment>/:<param>/comments`, inside the owner's module plugin (its guard). */
export function commentRoutes(app: FastifyInstance, owner: CommentOwner) {
  const url = `/api/projects/:projectId/${owner.segment}/:${owner.param}/comments`;
  const params = z.object({ projectId: idSchema, [owner.param]: idSchema });
  const ownerIdOf = (request: { params: unknown }) =>
    (request.params as Record<string, string>)[owner.param]!;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    url,
    {
      schema: {
        summary: `The ${owner.noun}'s comments, newest first`,
        params,
        response: { 200: commentListSchema },
      },
    },
    async (request) => ({
      items: await listComments(app.db, owner, projectOf(request).id, ownerIdOf(request)),
    }),
  );
  typed.post(
    url,
    {
      schema: {
        summary: `Comment on a ${owner.noun} (allowed in every state)`,
        params,
        body: createCommentBodySchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const comment = await addComment(app.db, owner, {
        projectId: projectOf(request).id,
        ownerId: ownerIdOf(request),
        userId: authOf(request).userId,
        text: request.body.text,
      });
      return reply.code(201).send(comment);
    },
  );
}
