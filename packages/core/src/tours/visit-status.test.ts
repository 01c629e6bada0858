import { describe, expect, it } from 'vitest';
import { visitDueDate, visitStatus } from './visit-status.ts';

const day = (date: string, skipped = false) => ({ date, anyDay: false, skipped });
const week = (monday: string, skipped = false) => ({ date: monday, anyDay: true, skipped });

describe('visitStatus', () => {
  it.each([
    // visit, done, today → status
    [day('2026-03-16'), true, '2026-03-10', 'done'],
    [day('2026-03-16'), true, '2026-03-20', 'done'],
    [day('2026-03-16', true), true, '2026-03-20', 'done'],
    [day('2026-03-16', true), false, '2026-03-20', 'skipped'],
    [day('2026-03-16', true), false, '2026-03-10', 'skipped'],
    [day('2026-03-16'), false, '2026-03-17', 'missed'],
    [day('2026-03-16'), false, '2026-03-16', 'planned'],
    [day('2026-03-16'), false, '2026-03-15', 'planned'],
    // An 'any' visit may still be done until its week's Sunday.
    [week('2026-03-16'), false, '2026-03-22', 'planned'],
    [week('2026-03-16'), false, '2026-03-23', 'missed'],
    [week('2026-03-16', true), false, '2026-03-23', 'skipped'],
    [week('2026-03-16'), true, '2026-03-23', 'done'],
  ] as const)('%o done=%s on %s → %s', (visit, done, today, status) => {
    expect(visitStatus(visit, done, today)).toBe(status);
  });
});

describe('visitDueDate', () => {
  it('is the day itself, or the Sunday of an any-day visit (also across a year end)', () => {
    expect(visitDueDate(day('2026-03-18'))).toBe('2026-03-18');
    expect(visitDueDate(week('2026-12-28'))).toBe('2027-01-03');
  });
});
