import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type LocalDate } from '../time-tracking/local-date.ts';
import type { ScheduledVisit, VisitPerformer } from './service-schedule.ts';
import { dayArb } from './test-fixtures.ts';
import { weekMondayOf, workdaysOf } from './tour-weeks.ts';
import { isAbsentFor, visitPerformers, type IsAbsent } from './visit-performers.ts';

const visit = (date: LocalDate, extra: Partial<ScheduledVisit> = {}): ScheduledVisit => ({
  date,
  plannedDate: date,
  anyDay: false,
  holiday: null,
  skipped: false,
  ...extra,
});

/** Absences as 'user@date' strings. */
const absences =
  (...days: string[]): IsAbsent =>
  (userId, date) =>
    days.includes(`${userId}@${date}`);

const own = (workerId: string): VisitPerformer => ({
  workerId,
  substituteFor: null,
  uncovered: false,
});
const standIn = (workerId: string, substituteFor: string): VisitPerformer => ({
  workerId,
  substituteFor,
  uncovered: false,
});
const uncovered = (workerId: string): VisitPerformer => ({
  workerId,
  substituteFor: null,
  uncovered: true,
});

const day = '2026-04-09';

describe('who does a visit', () => {
  it.each<[string, string[], string[], IsAbsent, VisitPerformer[]]>([
    ['everyone present', ['anna', 'bernd'], ['carla'], absences(), [own('anna'), own('bernd')]],
    [
      'the first substitute stands in',
      ['anna'],
      ['carla', 'dora'],
      absences(`anna@${day}`),
      [standIn('carla', 'anna')],
    ],
    [
      'two absent workers take the substitutes in order',
      ['anna', 'bernd'],
      ['carla', 'dora'],
      absences(`anna@${day}`, `bernd@${day}`),
      [standIn('carla', 'anna'), standIn('dora', 'bernd')],
    ],
    [
      'an absent substitute is passed over',
      ['anna'],
      ['carla', 'dora'],
      absences(`anna@${day}`, `carla@${day}`),
      [standIn('dora', 'anna')],
    ],
    [
      'a substitute already doing the visit is passed over, even when listed later',
      ['anna', 'bernd'],
      ['bernd', 'carla'],
      absences(`anna@${day}`),
      [standIn('carla', 'anna'), own('bernd')],
    ],
    [
      'an absent worker listed as a substitute does not stand in for another',
      ['anna', 'bernd'],
      ['anna', 'carla'],
      absences(`anna@${day}`, `bernd@${day}`),
      [standIn('carla', 'anna'), uncovered('bernd')],
    ],
    [
      'nobody free: the worker stays, uncovered',
      ['anna'],
      ['carla'],
      absences(`anna@${day}`, `carla@${day}`),
      [uncovered('anna')],
    ],
    ['no substitutes at all', ['anna'], [], absences(`anna@${day}`), [uncovered('anna')]],
    [
      'absence on another day does not count',
      ['anna'],
      ['carla'],
      absences('anna@2026-04-08'),
      [own('anna')],
    ],
    [
      'a worker listed twice does the visit once',
      ['anna', 'anna'],
      ['carla'],
      absences(),
      [own('anna')],
    ],
    ['no workers, nobody', [], ['carla'], absences(), []],
  ])('%s', (_name, workers, substitutes, isAbsent, expected) => {
    expect(visitPerformers(workers, substitutes, visit(day), isAbsent)).toEqual(expected);
  });

  it('nobody stands in for a skipped visit', () => {
    const skipped = visit('2026-04-06', { holiday: 'Ostermontag', skipped: true });
    expect(visitPerformers(['anna'], ['carla'], skipped, absences('anna@2026-04-06'))).toEqual([
      own('anna'),
    ]);
  });

  it('looks at the day a holiday moved the visit to', () => {
    const moved = visit('2026-04-07', { plannedDate: '2026-04-03', holiday: 'Karfreitag' });
    expect(visitPerformers(['anna'], ['carla'], moved, absences('anna@2026-04-03'))).toEqual([
      own('anna'),
    ]);
    expect(visitPerformers(['anna'], ['carla'], moved, absences('anna@2026-04-07'))).toEqual([
      standIn('carla', 'anna'),
    ]);
  });
});

describe("absence for an 'any' visit", () => {
  const week = visit('2026-12-28', { anyDay: true });
  const monToThu = workdaysOf('2026-12-28').slice(0, 4);
  const allWeek = workdaysOf('2026-12-28');

  it.each<[string, IsAbsent, VisitPerformer[]]>([
    [
      'present on the Friday: does it then',
      absences(...monToThu.map((d) => `anna@${d}`)),
      [own('anna')],
    ],
    [
      'absent Monday–Friday: the substitute takes it',
      absences(...allWeek.map((d) => `anna@${d}`)),
      [standIn('carla', 'anna')],
    ],
    [
      'a substitute present one day of the week will do',
      absences(...allWeek.map((d) => `anna@${d}`), ...monToThu.map((d) => `carla@${d}`)),
      [standIn('carla', 'anna')],
    ],
    [
      'a substitute away all week is passed over',
      absences(...allWeek.flatMap((d) => [`anna@${d}`, `carla@${d}`])),
      [standIn('dora', 'anna')],
    ],
  ])('%s', (_name, isAbsent, expected) => {
    expect(visitPerformers(['anna'], ['carla', 'dora'], week, isAbsent)).toEqual(expected);
  });

  it('ignores the weekend', () => {
    const weekendOnly = absences('anna@2027-01-02', 'anna@2027-01-03');
    expect(isAbsentFor(week, 'anna', weekendOnly)).toBe(false);
  });
});

describe('properties', () => {
  const people = ['anna', 'bernd', 'carla', 'dora', 'emil', 'frida'];
  const staffArb = fc.subarray(people).chain((list) => fc.shuffledSubarray(list));
  const caseArb = fc.record({
    workers: fc.array(fc.constantFrom(...people), { maxLength: 4 }),
    substitutes: staffArb,
    date: dayArb,
    anyDay: fc.boolean(),
    skipped: fc.boolean(),
    absent: fc.uniqueArray(fc.tuple(fc.constantFrom(...people), fc.integer({ min: 0, max: 6 })), {
      maxLength: 30,
    }),
  });

  it('never sends an absent person, never twice the same, and respects the list order', () => {
    fc.assert(
      fc.property(caseArb, ({ workers, substitutes, date, anyDay, skipped, absent }) => {
        const monday = weekMondayOf(date);
        const visitDate = anyDay ? monday : date;
        const off = new Set(absent.map(([user, offset]) => `${user}@${addDays(monday, offset)}`));
        const isAbsent: IsAbsent = (userId, d) => off.has(`${userId}@${d}`);
        const v = visit(visitDate, { anyDay, skipped });
        const away = (id: string) => !skipped && isAbsentFor(v, id, isAbsent);
        const performers = visitPerformers(workers, substitutes, v, isAbsent);

        expect(performers).toHaveLength(new Set(workers).size);
        const ids = performers.map((p) => p.workerId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const p of performers) {
          expect(away(p.workerId)).toBe(p.uncovered);
          if (p.substituteFor === null) continue;
          expect(away(p.substituteFor)).toBe(true);
          const index = substitutes.indexOf(p.workerId);
          expect(index).toBeGreaterThanOrEqual(0);
          // Everyone listed before was away or busy with this visit.
          for (const earlier of substitutes.slice(0, index)) {
            expect(away(earlier) || ids.includes(earlier)).toBe(true);
          }
        }
        if (performers.some((p) => p.uncovered)) {
          for (const s of substitutes) expect(away(s) || ids.includes(s)).toBe(true);
        }
      }),
    );
  });
});
