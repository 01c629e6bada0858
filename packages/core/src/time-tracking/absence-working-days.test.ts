import { describe, expect, it } from 'vitest';
import { absenceWorkingDays } from './absence-days.ts';
import { DEFAULT_TIME_SETTINGS, recordPeriod } from './time-settings.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import type { TimeSheet } from './timesheet.ts';
import type { LocalDate } from './types.ts';
import { vacationDaysByMonth } from './vacation-balance.ts';

// 2026: Christmas on Friday 25 and Saturday 26 December; 1 January 2027 is a Friday.
const holidays2026 = new Map<LocalDate, string>([
  ['2026-12-25', 'h-xmas1'],
  ['2026-12-26', 'h-xmas2'],
]);
const fiveDays = makeRecord({ year: 2026, ...recordPeriod(2026), holidays: holidays2026 });
const threeDays = makeRecord({
  year: 2026,
  ...recordPeriod(2026),
  holidays: holidays2026,
  settings: { ...DEFAULT_TIME_SETTINGS, weekdaysPerWeek: 3 },
});
const next = makeRecord({
  id: 'record0002',
  year: 2027,
  ...recordPeriod(2027),
  holidays: new Map([['2027-01-01', 'h-newyear']]),
});

describe('absenceWorkingDays', () => {
  it.each([
    ['Mon–Fri of one week', [fiveDays], '2026-12-07', '2026-12-11', 5],
    ['a weekend uses none', [fiveDays], '2026-12-12', '2026-12-13', 0],
    ['two weeks over a weekend', [fiveDays], '2026-12-07', '2026-12-18', 10],
    ['Christmas Friday is a holiday', [fiveDays], '2026-12-21', '2026-12-27', 4],
    ['three weekdays: Mon–Wed only', [threeDays], '2026-12-07', '2026-12-13', 3],
    ['into a year no record covers', [fiveDays], '2026-12-28', '2027-01-08', 4],
    ['across two records, New Year a holiday', [fiveDays, next], '2026-12-28', '2027-01-08', 9],
    ['no record at all', [], '2026-12-07', '2026-12-11', 0],
    ['one day, a Wednesday', [fiveDays], '2026-12-09', '2026-12-09', 1],
  ] as const)('%s', (_case, records, start, end, expected) => {
    expect(absenceWorkingDays(records, start, end)).toBe(expected);
  });

  it.each([
    ['2026-12-21', '2026-12-31'],
    ['2026-03-30', '2026-04-10'],
    ['2026-12-07', '2026-12-13'],
  ] as const)('counts %s – %s as the vacation balance counts it once approved', (start, end) => {
    for (const record of [fiveDays, threeDays]) {
      const sheet: TimeSheet = {
        record,
        entries: [],
        absences: [makeAbsence('vacation', start, end)],
      };
      const taken = vacationDaysByMonth(sheet).reduce((sum, n) => sum + n, 0);
      expect(absenceWorkingDays([record], start, end)).toBe(taken);
    }
  });
});
