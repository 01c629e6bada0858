import { describe, expect, it } from 'vitest';
import { absenceDays, absenceTypeByDay } from './absence-days.ts';
import { ABSENCE_STRATEGIES } from './absence-strategies.ts';
import { FALLBACK_DAY } from './planned-day.ts';
import { makeAbsence } from './test-fixtures.ts';
import { toDayNumber } from './local-date.ts';

describe('absence strategies', () => {
  it.each([
    // type, full-day credit of an 8 h day, credit of a 90-minute part, vacation day, part allowed
    ['vacation', 480, 90, true, false],
    ['illness', 480, 90, false, true],
    ['payed_absence', 480, 90, false, true],
    ['compensation_times', 0, 0, false, true],
  ] as const)('%s credits %i / %i', (type, full, part, vacation, allowsPart) => {
    const strategy = ABSENCE_STRATEGIES[type];
    expect(strategy.fullDayCredit(FALLBACK_DAY)).toBe(full);
    expect(strategy.partCredit(90)).toBe(part);
    expect(strategy.countsAsVacation).toBe(vacation);
    expect(strategy.allowsPart).toBe(allowsPart);
  });

  it('credits nothing on a day off', () => {
    expect(
      ABSENCE_STRATEGIES.vacation.fullDayCredit({
        ...FALLBACK_DAY,
        isWorkingDay: false,
        target: 0,
      }),
    ).toBe(0);
  });
});

describe('absence days', () => {
  it('generates one day per date of an approved absence', () => {
    expect(absenceDays(makeAbsence('illness', '2025-02-27', '2025-03-02'))).toEqual([
      { date: '2025-02-27', type: 'illness' },
      { date: '2025-02-28', type: 'illness' },
      { date: '2025-03-01', type: 'illness' },
      { date: '2025-03-02', type: 'illness' },
    ]);
  });

  it('generates nothing before approval', () => {
    expect(absenceDays(makeAbsence('vacation', '2025-03-03', '2025-03-07', 'created'))).toEqual([]);
  });

  it('indexes approved absences by day, first one wins (illness during vacation aside)', () => {
    const byDay = absenceTypeByDay([
      makeAbsence('vacation', '2025-03-03', '2025-03-04'),
      makeAbsence('compensation_times', '2025-03-04', '2025-03-05'),
      makeAbsence('payed_absence', '2025-03-06', '2025-03-06', 'created'),
    ]);
    expect([...byDay]).toEqual([
      [toDayNumber('2025-03-03'), 'vacation'],
      [toDayNumber('2025-03-04'), 'vacation'],
      [toDayNumber('2025-03-05'), 'compensation_times'],
    ]);
  });
});
