import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toInstant } from './berlin-time.ts';
import { dayResult } from './day-facade.ts';
import { addDays, fromDayNumber, toDayNumber } from './local-date.ts';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { makeRecord } from './test-fixtures.ts';
import type { Absence, AbsenceType, Surcharge, TimeEntry, YearRecord } from './types.ts';
import { vacationSummary } from './vacation-balance.ts';
import { monthBalance, yearBalance } from './year-balance.ts';

const FIRST = toDayNumber('2025-02-03'); // a Monday

/** A day shift between 04:00 and midnight, so no clock change falls inside it. */
const shiftArb = fc
  .record({
    day: fc.integer({ min: 0, max: 250 }),
    start: fc.integer({ min: 240, max: 1200 }),
    length: fc.integer({ min: 1, max: 600 }),
    pause: fc.option(
      fc.record({
        offset: fc.integer({ min: 1, max: 300 }),
        length: fc.integer({ min: 1, max: 60 }),
      }),
    ),
  })
  .map(({ day, start, length, pause }) => {
    const end = Math.min(1440, start + length);
    const breaks =
      pause && start + pause.offset + pause.length < end
        ? [[start + pause.offset, start + pause.offset + pause.length]]
        : [];
    return { day, start, end, breaks };
  });

type Shift = { day: number; start: number; end: number; breaks: number[][] };

const toEntry = (shift: Shift, shiftDays = 0): TimeEntry => {
  const date = fromDayNumber(FIRST + shift.day + shiftDays);
  return {
    start: toInstant(date, shift.start),
    end: toInstant(date, shift.end),
    breaks: shift.breaks.map(([a, b]) => ({
      start: toInstant(date, a as number),
      end: toInstant(date, b as number),
    })),
  };
};

/** Days are one per date; overlapping shifts of a day are dropped to keep entries valid. */
const shiftsArb = fc.uniqueArray(shiftArb, { selector: (s) => s.day, maxLength: 120 });

const absenceArb = fc.record({
  day: fc.integer({ min: 0, max: 250 }),
  length: fc.integer({ min: 0, max: 9 }),
  type: fc.constantFrom<AbsenceType>('vacation', 'illness', 'payed_absence', 'compensation_times'),
});

const surcharges = (record: YearRecord): Surcharge[] => [
  ...taxFreeSurchargePresets('2025-01-01', [record.id]),
  {
    id: 'ot',
    name: 'Überstunden',
    type: 'overtime',
    value: 25,
    startDate: '2025-01-01',
    connectedRecords: [record.id],
  },
];

describe('balance invariants', () => {
  it("a month's saldo, Soll and Ist are the sums of its days", () => {
    fc.assert(
      fc.property(
        shiftsArb,
        fc.array(absenceArb, { maxLength: 5 }),
        fc.integer({ min: 2, max: 11 }),
        (shifts, absenceSpecs, month) => {
          const record = makeRecord({ initialSaldo: 100 });
          const absences: Absence[] = absenceSpecs.map((a, i) => ({
            id: `a${i}`,
            type: a.type,
            state: 'approved',
            startDate: fromDayNumber(FIRST + a.day),
            endDate: fromDayNumber(FIRST + a.day + a.length),
          }));
          const balance = monthBalance(
            { record, entries: shifts.map((s) => toEntry(s)), absences },
            month,
          );
          const sum = (f: (d: (typeof balance.days)[number]) => number) =>
            balance.days.reduce((acc, d) => acc + f(d), 0);
          expect(balance.saldo).toBe(sum((d) => d.saldo));
          expect(balance.target).toBe(sum((d) => d.planned.target));
          expect(balance.actual).toBe(sum((d) => d.actual));
          expect(balance.account - balance.previousSaldo).toBe(balance.saldo);
        },
      ),
    );
  });

  it('splitting an entry in two without a gap changes nothing', () => {
    fc.assert(
      fc.property(shiftArb, fc.integer({ min: 1, max: 599 }), (shift, at) => {
        fc.pre(shift.end - shift.start >= 2);
        const cut = shift.start + 1 + (at % (shift.end - shift.start - 1));
        fc.pre(!shift.breaks.some(([a, b]) => (a as number) < cut && cut < (b as number)));
        const record = makeRecord();
        const date = fromDayNumber(FIRST + shift.day);
        const whole = toEntry(shift);
        const first = toEntry({
          ...shift,
          end: cut,
          breaks: shift.breaks.filter(([, b]) => (b as number) <= cut),
        });
        const second = toEntry({
          ...shift,
          start: cut,
          breaks: shift.breaks.filter(([a]) => (a as number) >= cut),
        });
        const sort = (list: { surchargeId: string }[]) =>
          [...list].sort((x, y) => x.surchargeId.localeCompare(y.surchargeId));
        const a = dayResult({ record, entries: [whole], surcharges: surcharges(record) }, date);
        const b = dayResult(
          { record, entries: [first, second], surcharges: surcharges(record) },
          date,
        );
        expect({ ...b, surcharges: sort(b.surcharges) }).toEqual({
          ...a,
          surcharges: sort(a.surcharges),
        });
      }),
    );
  });

  it('shifting a whole record by a week keeps its totals', () => {
    fc.assert(
      fc.property(shiftsArb, fc.array(absenceArb, { maxLength: 5 }), (shifts, absenceSpecs) => {
        const build = (days: number) => {
          const record = makeRecord({
            startDate: fromDayNumber(FIRST + days),
            endDate: addDays(fromDayNumber(FIRST + days), 37 * 7 - 1),
            initialSaldo: 42,
          });
          const absences: Absence[] = absenceSpecs.map((a, i) => ({
            id: `a${i}`,
            type: a.type,
            state: 'approved',
            startDate: fromDayNumber(FIRST + a.day + days),
            endDate: fromDayNumber(FIRST + a.day + a.length + days),
          }));
          // Only weekday- and clock-based surcharges: fixed dates like 1 May do not move with the record.
          const weekly = surcharges(record).filter((s) =>
            ['3b-night', '3b-night-late', '3b-sunday'].includes(s.id),
          );
          const sheet = {
            record,
            entries: shifts.map((s) => toEntry(s, days)),
            absences,
            surcharges: weekly,
          };
          const year = yearBalance(sheet);
          const surchargeTotal = year.months
            .flatMap((m) => m.surcharges)
            .reduce((sum, s) => sum + s.minutes, 0);
          return { total: year.total, vacation: vacationSummary(sheet).taken, surchargeTotal };
        };
        const before = build(0);
        const after = build(7);
        expect(after.total.target).toBe(before.total.target);
        expect(after.total.actual).toBe(before.total.actual);
        expect(after.total.saldo).toBe(before.total.saldo);
        expect(after.total.account).toBe(before.total.account);
        expect(after.vacation).toBe(before.vacation);
        expect(after.surchargeTotal).toBe(before.surchargeTotal);
      }),
    );
  });
});
