import { describe, expect, it } from 'vitest';
import type { PeriodFinding } from './average-work-time.ts';
import { entryAt } from './entry-builder.ts';
import { formatClock } from './format.ts';
import { datesBetween, weekdayOf } from './local-date.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import type { Absence, LocalDate, TimeEntry } from './types.ts';
import { yearBalance } from './year-balance.ts';

const record = makeRecord({ holidays: new Map([['2025-05-01', 'may']]) });

/** Work of `minutes` (plus a 45-minute break) from 06:00 on every date `minutesOn` gives. */
function entriesFor(
  minutesOn: (date: LocalDate) => number,
  from = '2025-01-01',
  to = '2025-12-31',
) {
  const entries: TimeEntry[] = [];
  for (const date of datesBetween(from, to)) {
    const minutes = minutesOn(date);
    if (minutes > 0)
      entries.push(entryAt(date, '06:00', formatClock(360 + 45 + minutes), [['11:00', '11:45']]));
  }
  return entries;
}

const weekdays =
  (minutes: number, saturday = 0) =>
  (date: LocalDate) =>
    weekdayOf(date) < 5 ? minutes : weekdayOf(date) === 5 ? saturday : 0;

const windows = (entries: TimeEntry[], absences: Absence[] = [], until?: LocalDate) =>
  yearBalance({ record, entries, absences }, { until })
    .findings.filter((f) => f.code === 'sixMonthAverage')
    .map((f) => `${f.firstMonth}–${f.lastMonth}`);

/** 8 hours on every Werktag (Monday to Saturday but the 1 May holiday). */
const eightPerWerktag = (date: LocalDate) => (date === '2025-05-01' ? 0 : weekdays(480, 480)(date));

const ALL = ['1–6', '2–7', '3–8', '4–9', '5–10', '6–11', '7–12'];

describe('§ 3 ArbZG: at most 8 hours per Werktag on average over six months', () => {
  it.each([
    // description, worked minutes per date, windows with a finding
    ['8 h Monday to Friday', weekdays(480), []],
    ['9.5 h Monday to Friday (47.5 h over 6 Werktage)', weekdays(570), []],
    ['10 h Monday to Friday (50 h over 6 Werktage)', weekdays(600), ALL],
    ['8 h Monday to Saturday, not on the 1 May holiday', eightPerWerktag, []],
    [
      '8 h Monday to Saturday, 1 h of it on the 1 May holiday',
      (d: string) => (d === '2025-05-01' ? 60 : weekdays(480, 480)(d)),
      ['1–6', '2–7', '3–8', '4–9', '5–10'],
    ],
    [
      '10 h Monday to Saturday until June, then nothing',
      (d: string) => (d < '2025-07-01' ? weekdays(600, 600)(d) : 0),
      ['1–6', '2–7'],
    ],
  ] as const)('%s → %o', (_, minutesOn, expected) => {
    expect(windows(entriesFor(minutesOn))).toEqual(expected);
  });

  it('leaves days of full-day absence out of the Werktage', () => {
    // 8 h every Werktag except a vacation week; 20 extra minutes on one day tip the average.
    const vacation = [makeAbsence('vacation', '2025-02-03', '2025-02-08')];
    const minutesOn = (d: string) =>
      d >= '2025-02-03' && d <= '2025-02-08' ? 0 : d === '2025-01-02' ? 500 : eightPerWerktag(d);
    const entries = entriesFor(minutesOn);
    expect(windows(entries, vacation)).toEqual(['1–6']);
    // Unapproved, the vacation week counts as Werktage without work and the average drops.
    expect(windows(entries, [{ ...vacation[0]!, state: 'created' }])).toEqual([]);
  });

  it('has nothing to average over six months without a Werktag', () => {
    const ill = [makeAbsence('illness', '2025-01-01', '2025-12-31')];
    const sundays = entriesFor((d) => (weekdayOf(d) === 6 ? 600 : 0));
    expect(windows(sundays, ill)).toEqual([]);
  });

  it('reports the window, its average and the German text', () => {
    const [first] = yearBalance({ record, entries: entriesFor(weekdays(600)) }).findings;
    expect(first).toMatchObject({
      code: 'sixMonthAverage',
      message:
        'Mehr als durchschnittlich 8 Stunden werktäglich in sechs Kalendermonaten (§ 3 ArbZG)',
      firstMonth: 1,
      lastMonth: 6,
    });
    const { average } = first as PeriodFinding;
    expect(average).toBeGreaterThan(480);
    expect(average).toBeLessThan(510);
  });

  it('judges only windows of six months that each have counted days', () => {
    const entries = entriesFor(weekdays(600));
    expect(windows(entries, [], '2025-06-30')).toEqual(['1–6']);
    expect(windows(entries, [], '2025-06-29')).toEqual(['1–6']);
    expect(windows(entries, [], '2025-05-31')).toEqual([]);
    const fromApril = makeRecord({ startDate: '2025-04-01' });
    const findings = yearBalance({ record: fromApril, entries }).findings;
    expect(findings.map((f) => f.firstMonth)).toEqual([4, 5, 6, 7]);
  });
});
