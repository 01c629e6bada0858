import type { NotificationLink } from '@kontor/core/schemas/notifications';
import { notificationPath } from '@kontor/core/notification-paths';

/** The module path each link type needs (spec 001 §2: no link when it cannot be opened). */
const MODULE_OF: Record<NotificationLink['type'], string> = {
  task: '/tasks',
  ticket: '/tickets',
  absence: '/time-tracking',
  'form-submission': '/forms',
};

/**
 * Where a notification leads in the console: the task on 'Aktive Aufgaben', the ticket opened
 * in the ticket list, the absence on the records page; null when there is nothing to open or
 * the user's role lacks the module.
 */
export function notificationHref(
  link: NotificationLink | null,
  modulePaths: readonly string[],
): string | null {
  if (!link || !modulePaths.includes(MODULE_OF[link.type])) return null;
  return notificationPath(link, 'console');
}
