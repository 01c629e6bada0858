import { describe, expect, it } from 'vitest';
import { entryAt } from './entry-builder.ts';
import { recordPeriod } from './time-settings.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import { weekOverview } from './week-overview.ts';

describe('week overview (Wochenübersicht)', () => {
  const record = makeRecord({ holidays: new Map([['2025-05-08', 'liberation']]) });

  it('sums KW 19 of 2025 per employee', () => {
    const anna = {
      userId: 'anna',
      sheets: [
        {
          record,
          entries: [
            entryAt('2025-05-05', '08:00', '16:30', [['12:00', '12:30']]),
            entryAt('2025-05-06', '08:00', '17:30', [['12:00', '12:45']]),
            entryAt('2025-05-10', '09:00', '11:00'),
          ],
          absences: [
            makeAbsence('vacation', '2025-05-07', '2025-05-08'),
            makeAbsence('illness', '2025-05-09'),
          ],
        },
      ],
    };
    const ben = { userId: 'ben', sheets: [{ record: { ...record, userId: 'ben' }, entries: [] }] };
    expect(weekOverview(2025, 19, [anna, ben])).toEqual([
      {
        userId: 'anna',
        workingDays: 3,
        vacationDays: 1, // 8 May is a holiday in Berlin and uses no vacation day
        absenceDays: 1,
        workTime: 510 + 570 + 120,
        breaks: 75,
        total: 1125,
        saldo: 1125 + 2 * 480 - 4 * 480,
      },
      {
        userId: 'ben',
        workingDays: 0,
        vacationDays: 0,
        absenceDays: 0,
        workTime: 0,
        breaks: 0,
        total: 0,
        saldo: -4 * 480,
      },
    ]);
  });

  it('uses both records in a week at the turn of the year and stops at `until`', () => {
    const old = makeRecord({ year: 2025, ...recordPeriod(2025) });
    const next = makeRecord({ id: 'record0002', year: 2026, ...recordPeriod(2026) });
    const entries = [
      entryAt('2025-12-29', '08:00', '12:00'),
      entryAt('2026-01-02', '08:00', '12:00'),
    ];
    const rows = weekOverview(
      2026,
      1,
      [
        {
          userId: 'u',
          sheets: [
            { record: old, entries },
            { record: next, entries },
          ],
        },
      ],
      {
        until: '2026-01-02',
      },
    );
    // 29 Dec–2 Jan: five working days planned, two of them worked for 4 h each.
    expect(rows[0]).toMatchObject({
      workingDays: 2,
      workTime: 480,
      total: 480,
      saldo: 480 - 5 * 480,
    });
  });

  it('counts the vacation of a week still to come, its times and saldo only up to `until`', () => {
    // KW 49 of 2026 seen on 25 Nov: vacation 30 Nov – 2 Dec.
    const sheet = {
      record: makeRecord({ year: 2026, ...recordPeriod(2026) }),
      entries: [],
      absences: [makeAbsence('vacation', '2026-11-30', '2026-12-02')],
    };
    const rows = weekOverview(2026, 49, [{ userId: 'u', sheets: [sheet] }], {
      until: '2026-11-25',
    });
    expect(rows[0]).toMatchObject({ vacationDays: 3, workingDays: 0, workTime: 0, saldo: 0 });
  });

  it('skips days without a record', () => {
    const rows = weekOverview(2024, 52, [
      { userId: 'u', sheets: [{ record: makeRecord(), entries: [] }] },
    ]);
    expect(rows[0]).toMatchObject({ saldo: 0, workingDays: 0 });
  });
});
