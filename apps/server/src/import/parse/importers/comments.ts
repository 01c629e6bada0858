/**
 * The old system keeps a task's or a ticket's comments inside the object, as a list of
 * `{ userId, username, createdAt, text }` (spec 001 §3 "Comment"). Kontor keeps them in the
 * owner's comments table (lib/comments.ts). Each comment gets an id derived from its owner and
 * content, so a second run adds only the new ones and never touches comments written in Kontor.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import type { ImportContext } from '../contract.ts';
import { derivedId, instant, nonEmpty, pointerId, record, text } from './parse-values.ts';
import { PARSE_CLASSES } from './class-names.ts';

export interface CommentTarget {
  className: string;
  sourceId: string;
  /** Kontor's comments table and owner column: 'task_comments' / 'task_id'. */
  table: 'task_comments' | 'ticket_comments';
  ownerColumn: 'task_id' | 'ticket_id';
  ownerId: string;
}

export interface PlannedComment {
  id: string;
  text: string;
  createdBy: string | null;
  createdAt: Date | undefined;
}

/** The comments of a Parse object's `comments` list, their authors resolved. */
export async function planComments(
  context: ImportContext,
  target: Omit<CommentTarget, 'ownerId'>,
  value: unknown,
): Promise<PlannedComment[]> {
  const planned: PlannedComment[] = [];
  if (value === undefined || value === null) return planned;
  const note = (message: string) => context.note(target.className, target.sourceId, message);
  if (!Array.isArray(value)) {
    note('Kommentare (comments) sind keine Liste; nicht übernommen');
    return planned;
  }
  for (const entry of value) {
    const comment = record(entry);
    const body = nonEmpty(comment?.text);
    if (!comment || !body) {
      note('Kommentar ohne Text (comments); nicht übernommen');
      continue;
    }
    const at = instant(comment.createdAt);
    const userSource = text(comment.userId) ?? pointerId(comment.user);
    const userId = userSource
      ? await context.refs.resolve(PARSE_CLASSES.user, userSource)
      : undefined;
    if (userSource && !userId) {
      const who = text(comment.username) ? ` ${String(comment.username)}` : '';
      note(
        `Verfasser${who} eines Kommentars nicht gefunden (comments → ${userSource}); ohne Verfasser übernommen`,
      );
    }
    const id = derivedId(
      'parse-comment',
      target.table,
      target.sourceId,
      at?.toISOString() ?? '',
      userSource ?? '',
      body,
    );
    planned.push({ id, text: body, createdBy: userId ?? null, createdAt: at });
  }
  return planned;
}

/** Adds the comments not there yet (by their derived id); Kontor's own comments stay. */
export async function writeComments(
  db: DbOrTx,
  target: CommentTarget,
  projectId: string,
  comments: PlannedComment[],
) {
  for (const comment of comments) {
    await db.execute(
      sql`insert into ${sql.identifier(target.table)}
            (id, ${sql.identifier(target.ownerColumn)}, project_id, text, created_by, created_at)
          values (${comment.id}, ${target.ownerId}, ${projectId}, ${comment.text}, ${comment.createdBy},
            ${comment.createdAt ? comment.createdAt.toISOString() : sql`clock_timestamp()`})
          on conflict (id) do nothing`,
    );
  }
}
