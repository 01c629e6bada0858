import type { NotificationEvent } from '../lib/notify.ts';

/**
 * A 'task-assigned' message from `actor` to `recipient` about a made-up task (id
 * 'AAAAAAAAAA'), as the notification tests send it; `over` changes any field.
 */
export const taskAssigned = (
  project: { id: string },
  actor: { id: string },
  recipient: { id: string },
  body: string,
  over: Partial<NotificationEvent> = {},
): NotificationEvent => ({
  projectId: project.id,
  kind: 'task-assigned',
  actorId: actor.id,
  recipientIds: [recipient.id],
  title: 'Neue Aufgabe',
  body,
  link: { type: 'task', id: 'AAAAAAAAAA' },
  ...over,
});
