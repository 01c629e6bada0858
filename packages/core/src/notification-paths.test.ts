import { describe, expect, it } from 'vitest';
import type { NotificationLink } from './schemas/notifications.ts';
import { absenceAnchor, notificationPath, withProject } from './notification-paths.ts';

const task: NotificationLink = { type: 'task', id: 'AAAAAAAAAA' };
const ticket: NotificationLink = { type: 'ticket', id: 'BBBBBBBBBB' };
const absence: NotificationLink = { type: 'absence', id: 'CCCCCCCCCC' };

describe('notificationPath', () => {
  it.each<[NotificationLink | null, string, string]>([
    [task, '/tasks/active?task=AAAAAAAAAA', '/app/aufgabe/AAAAAAAAAA'],
    [ticket, '/tickets?ticket=BBBBBBBBBB&selected=BBBBBBBBBB', '/app/nachrichten'],
    [
      absence,
      `/time-tracking?tab=abwesenheiten#${absenceAnchor(absence.id)}`,
      '/app/abwesenheiten',
    ],
    [
      { type: 'form-submission', id: 'DDDDDDDDDD' },
      '/forms?submission=DDDDDDDDDD',
      '/app/nachrichten',
    ],
    [null, '/', '/app/nachrichten'],
  ])('%o → console %s, worker app %s', (link, console, workerApp) => {
    expect(notificationPath(link, 'console')).toBe(console);
    expect(notificationPath(link, 'worker-app')).toBe(workerApp);
  });

  it('never leaves the site, whatever the id holds', () => {
    const odd = { type: 'task', id: '../x?y#z' } as NotificationLink;
    expect(notificationPath(odd, 'console')).toBe('/tasks/active?task=..%2Fx%3Fy%23z');
    expect(notificationPath(odd, 'worker-app')).toBe('/app/aufgabe/..%2Fx%3Fy%23z');
  });
});

describe('withProject', () => {
  it.each([
    ['/', '/?project=PPPPPPPPPP'],
    ['/app/aufgabe/AAAAAAAAAA', '/app/aufgabe/AAAAAAAAAA?project=PPPPPPPPPP'],
    ['/tasks/active?task=AAAAAAAAAA', '/tasks/active?task=AAAAAAAAAA&project=PPPPPPPPPP'],
    [
      '/time-tracking?tab=abwesenheiten#abwesenheit-CCCCCCCCCC',
      '/time-tracking?tab=abwesenheiten&project=PPPPPPPPPP#abwesenheit-CCCCCCCCCC',
    ],
  ])('%s → %s', (path, named) => {
    expect(withProject(path, 'PPPPPPPPPP')).toBe(named);
    expect(new URL(named, 'https://x.de').searchParams.get('project')).toBe('PPPPPPPPPP');
  });

  it('encodes the id', () => {
    expect(withProject('/', 'a&b#c')).toBe('/?project=a%26b%23c');
  });
});
