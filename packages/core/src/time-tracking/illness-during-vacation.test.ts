import { describe, expect, it } from 'vitest';
import { absenceTypeByDay } from './absence-days.ts';
import { validateAbsence } from './absence-validator.ts';
import { dayResult } from './day-facade.ts';
import { toDayNumber } from './local-date.ts';
import { messages } from './messages.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import type { Absence } from './types.ts';
import { vacationBalance } from './vacation-balance.ts';

// § 9 BUrlG: certified days of illness during vacation count as illness, not as vacation.
// 2025-05-05 is a Monday; the record has 30 days a year (all of them
// since 1 January, § 4 BUrlG), 8 h a day.
const record = makeRecord();
const week = makeAbsence('vacation', '2025-05-05', '2025-05-09');

describe('illness during an approved vacation (§ 9 BUrlG)', () => {
  // absences, day → type for Mon–Fri, vacation taken in May, remaining in May
  it.each<[string, Absence[], string[], number, number]>([
    ['vacation only', [week], ['vacation', 'vacation', 'vacation', 'vacation', 'vacation'], 5, 25],
    [
      'ill Wednesday and Thursday',
      [week, makeAbsence('illness', '2025-05-07', '2025-05-08')],
      ['vacation', 'vacation', 'illness', 'illness', 'vacation'],
      3,
      27,
    ],
    [
      'illness listed first',
      [makeAbsence('illness', '2025-05-07', '2025-05-08'), week],
      ['vacation', 'vacation', 'illness', 'illness', 'vacation'],
      3,
      27,
    ],
    [
      'ill the whole week and beyond',
      [week, makeAbsence('illness', '2025-05-02', '2025-05-12')],
      ['illness', 'illness', 'illness', 'illness', 'illness'],
      0,
      30,
    ],
    [
      'illness not approved yet',
      [week, makeAbsence('illness', '2025-05-07', '2025-05-08', 'created')],
      ['vacation', 'vacation', 'vacation', 'vacation', 'vacation'],
      5,
      25,
    ],
    [
      'compensation does not take vacation days over',
      [week, makeAbsence('compensation_times', '2025-05-07')],
      ['vacation', 'vacation', 'vacation', 'vacation', 'vacation'],
      5,
      25,
    ],
  ])('%s', (_name, absences, types, taken, remaining) => {
    const byDay = absenceTypeByDay(absences);
    const days = ['05', '06', '07', '08', '09'].map((d) => `2025-05-${d}`);
    expect(days.map((d) => byDay.get(toDayNumber(d)))).toEqual(types);
    const sheet = { record, entries: [], absences };
    expect(vacationBalance(sheet, 5)).toMatchObject({ taken, remaining });
    // Illness and vacation both credit the planned day, so the saldo stays even.
    for (const date of days) expect(dayResult(sheet, date).saldo).toBe(0);
  });

  const context = (absences: Absence[]) => ({
    record: { startDate: '2025-01-01', endDate: '2025-12-31' },
    entryDates: [],
    absences,
  });
  const draft = (type: Absence['type']) => ({
    userId: 'user000001',
    startDate: '2025-05-07',
    endDate: '2025-05-08',
    type,
  });
  const overlap = messages.absence.overlapsAbsences('07.05.2025, 08.05.2025');

  it.each<[string, Absence['type'], Absence, string[]]>([
    ['illness over an approved vacation is recorded', 'illness', week, []],
    [
      'illness over a requested vacation overlaps',
      'illness',
      { ...week, state: 'created' },
      [overlap],
    ],
    [
      'vacation over an approved illness overlaps',
      'vacation',
      { ...week, type: 'illness' },
      [overlap],
    ],
    ['compensation over an approved vacation overlaps', 'compensation_times', week, [overlap]],
    ['vacation over an approved vacation overlaps', 'vacation', week, [overlap]],
  ])('%s', (_name, type, other, expected) => {
    const issues = validateAbsence(draft(type), context([other]));
    expect(issues.map((i) => i.message)).toEqual(expected);
  });
});
