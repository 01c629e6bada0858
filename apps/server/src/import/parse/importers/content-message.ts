/**
 * Parse class Message (spec 001 §3, the source of 'Nachrichten') → `notifications`, one row for
 * its recipient, read or unread as in the source. Stored quietly (no Web Push job, no wake-up),
 * so the import sends nothing. Only types Kontor knows are taken; for the others the report
 * says which (Kontor does not guess a kind).
 */
import { and, eq } from 'drizzle-orm';
import { plainText } from '@kontor/core/content/plain-text';
import { NOTIFICATION_KINDS, type NotificationKind } from '@kontor/core/schemas/notifications';
import { notifications } from '../../../db/schema/notifications.ts';
import {
  boolOf,
  contentImporter,
  recordOf,
  richTextOf,
  rowIdOf,
  SkipObject,
  textOf,
  type Scope,
} from './content-scope.ts';

/** `content` is the text, or `{ title, body }` as the feed shows a notification. */
function textsOf(scope: Scope) {
  const content = scope.object.content;
  const raw = recordOf(content);
  const body = plainText(richTextOf(typeof content === 'string' ? content : raw.body));
  const title = textOf(raw.title) || body.slice(0, 120);
  if (title === '') throw new SkipObject('Die Nachricht hat keinen Text.');
  return { title, body };
}

async function linkOf(scope: Scope) {
  const task = await scope.optionalRef('Task', scope.object.task, 'Aufgabe');
  if (task) return { linkType: 'task' as const, linkId: task };
  const ticket = await scope.optionalRef('Ticket', scope.object.ticket, 'Ticket');
  if (ticket) return { linkType: 'ticket' as const, linkId: ticket };
  return { linkType: null, linkId: null };
}

export const messageImporter = contentImporter(
  'Message',
  ['_User', 'Task', 'Ticket'],
  async (scope, existingId) => {
    const o = scope.object;
    const type = textOf(o.type);
    if (!(NOTIFICATION_KINDS as readonly string[]).includes(type))
      throw new SkipObject(`Nachrichtentyp „${type}“ hat in Kontor keine Entsprechung.`);
    const recipientId = await scope.requiredRef('_User', o.user, 'Der Empfänger der Nachricht');
    const createdAt = new Date(o.createdAt);
    const values = {
      kind: type as NotificationKind,
      recipientId,
      ...textsOf(scope),
      ...(await linkOf(scope)),
      actorId: await scope.optionalRef('_User', o.created_by, 'Absender'),
      readAt: boolOf(o.is_read) ? new Date(o.updatedAt) : null,
    };
    scope.unmapped(['type', 'user', 'content', 'task', 'ticket', 'created_by', 'is_read']);
    const id = await rowIdOf(scope, existingId);
    const [current] = await scope.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.projectId, scope.projectId)));
    if (current) await scope.db.update(notifications).set(values).where(eq(notifications.id, id));
    else
      await scope.db
        .insert(notifications)
        .values({ id, projectId: scope.projectId, createdAt, ...values });
    return id;
  },
);
