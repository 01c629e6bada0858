import { describe, expect, it } from 'vitest';
import { absenceAnchor } from '@kontor/core/notification-paths';
import { notificationHref } from './notification-links.ts';

const all = ['/tasks', '/tickets', '/time-tracking', '/forms'];

describe('notificationHref', () => {
  it.each([
    [{ type: 'task', id: 'TASK1' }, '/tasks/active?task=TASK1'],
    [{ type: 'ticket', id: 'TICK1' }, '/tickets?ticket=TICK1&selected=TICK1'],
    [{ type: 'absence', id: 'ABS1' }, `/time-tracking?tab=abwesenheiten#${absenceAnchor('ABS1')}`],
    [{ type: 'form-submission', id: 'SUB1' }, '/forms?submission=SUB1'],
  ] as const)('%o leads to %s', (link, href) => {
    expect(notificationHref(link, all)).toBe(href);
  });

  it('gives no link when the role lacks the module', () => {
    expect(notificationHref({ type: 'task', id: 'T' }, ['/tickets', '/time-tracking'])).toBeNull();
    expect(notificationHref({ type: 'ticket', id: 'T' }, ['/tasks'])).toBeNull();
    expect(notificationHref({ type: 'absence', id: 'A' }, ['/tasks', '/tickets'])).toBeNull();
    expect(notificationHref({ type: 'form-submission', id: 'S' }, ['/tasks'])).toBeNull();
  });

  it('gives no link when the message has none (the record is gone)', () => {
    expect(notificationHref(null, all)).toBeNull();
  });

  it('encodes the id', () => {
    expect(notificationHref({ type: 'task', id: 'a b' }, all)).toBe('/tasks/active?task=a%20b');
  });
});
