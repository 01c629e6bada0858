import type { NotificationLink } from './schemas/notifications.ts';

/**
 * Where a notification opens (spec 001 §2: the task, the ticket or the absence): a path of
 * the console for office staff, of the worker app (/app) for the project's workers. Web Push
 * puts it in the payload the service worker opens on a click.
 */
export type NotificationAudience = 'console' | 'worker-app';

const id = (value: string) => encodeURIComponent(value);

/** The element id of an absence's row on the 'Abwesenheiten' tab of /time-tracking. */
export const absenceAnchor = (absenceId: string) => `abwesenheit-${absenceId}`;

export function notificationPath(
  link: NotificationLink | null,
  audience: NotificationAudience,
): string {
  if (audience === 'worker-app') {
    if (link?.type === 'task') return `/app/aufgabe/${id(link.id)}`;
    if (link?.type === 'absence') return '/app/abwesenheiten';
    return '/app/nachrichten';
  }
  switch (link?.type) {
    case 'task':
      // The list moves to the task's page or tab by itself (docs/tasks.md).
      return `/tasks/active?task=${id(link.id)}`;
    case 'ticket':
      // The Ticket ID filter and the open slide-in (docs/tickets.md).
      return `/tickets?ticket=${id(link.id)}&selected=${id(link.id)}`;
    case 'absence':
      return `/time-tracking?tab=abwesenheiten#${absenceAnchor(link.id)}`;
    case 'form-submission':
      // The forms list finds the submission's form and opens it on the Daten tab (docs/forms.md).
      return `/forms?submission=${id(link.id)}`;
    default:
      // The dashboard shows the newest messages ('Nachrichten' widget).
      return '/';
  }
}

/**
 * The query parameter that names a link's project. The console's and the worker app's paths
 * hold no project (the active one is remembered per browser), so a page opened from outside the
 * app (a Web Push click) names it here and the app switches to it (a member of several projects
 * lands in the right one).
 */
export const PROJECT_PARAM = 'project';

/** `path` (from notificationPath) with its project named, before any `#anchor`. */
export function withProject(path: string, projectId: string): string {
  const hashAt = path.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}${PROJECT_PARAM}=${id(projectId)}${hash}`;
}
