// The compiled sets and day timelines are shared between records: sharing must never leak a
// holiday or a surcharge of one record into another.
import { describe, expect, it } from 'vitest';
import { entryAt } from './entry-builder.ts';
import { entrySurcharges } from './entry-surcharges.ts';
import { compileSurcharges, surchargeSegments } from './surcharge-engine.ts';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { makeRecord } from './test-fixtures.ts';
import { toDayNumber } from './local-date.ts';
import type { Surcharge } from './types.ts';

const plain = makeRecord({ id: 'plain00001' });
const holiday = makeRecord({ id: 'holiday001', holidays: new Map([['2025-06-10', 'local']]) });
const dayAfter = makeRecord({ id: 'after00001', holidays: new Map([['2025-06-09', 'local']]) });
const presetsFor = (id: string) => taxFreeSurchargePresets('2025-01-01', [id]);
const ids = (record: typeof plain, date: string, start: string, end: string) =>
  entrySurcharges(record, entryAt(date, start, end), presetsFor(record.id)).bySurcharge;

describe('shared surcharge sets and timelines', () => {
  it('shares one compiled set between records with the same surcharges', () => {
    const a = compileSurcharges(presetsFor('a'), 'a');
    expect(compileSurcharges(presetsFor('b'), 'b')).toBe(a);
    const changed = presetsFor('c').map((s) => (s.id === '3b-sunday' ? { ...s, value: 60 } : s));
    const other = compileSurcharges(changed, 'c');
    expect(other).not.toBe(a);
    expect(other.find((c) => c.surcharge.id === '3b-sunday')!.surcharge.value).toBe(60);
  });

  it("looks at each record's own holidays on a day the others computed first", () => {
    expect(ids(plain, '2025-06-10', '10:00', '12:00')).toEqual([]);
    expect(ids(holiday, '2025-06-10', '10:00', '12:00')).toEqual([
      { surchargeId: '3b-holiday', minutes: 120 },
    ]);
    expect(ids(plain, '2025-06-10', '10:00', '12:00')).toEqual([]);
  });

  it("looks at the previous day's holiday of each record after midnight", () => {
    const night = (record: typeof plain) => ids(record, '2025-06-09', '23:00', '01:00');
    expect(night(plain)).toEqual([
      { surchargeId: '3b-night', minutes: 60 },
      { surchargeId: '3b-night-late', minutes: 60 },
    ]);
    expect(night(dayAfter)).toEqual([
      { surchargeId: '3b-night', minutes: 60 },
      { surchargeId: '3b-holiday', minutes: 120 },
      { surchargeId: '3b-night-late', minutes: 60 },
    ]);
    expect(night(plain)).toHaveLength(2);
  });
});

describe('day timelines', () => {
  const base = { name: 'x', startDate: '2025-01-01', connectedRecords: ['r'] };
  const { start, end } = entryAt('2025-12-25', '22:00', '06:00');
  const shift = (surcharges: Surcharge[], holidays = new Map<number, string>()) =>
    surchargeSegments(
      [{ start, end }],
      toDayNumber('2025-12-25'),
      compileSurcharges(surcharges, 'r'),
      holidays,
    ).map((s) => [s.end - s.start, s.surchargeIds, s.percent]);

  it('joins adjacent stretches with the same surcharges', () => {
    const holiday: Surcharge = {
      ...base,
      id: 'h',
      type: 'day',
      value: 100,
      days: { holidays: true },
      continuesUntilFourNextDay: true,
    };
    const days = new Map([
      [toDayNumber('2025-12-25'), 'x1'],
      [toDayNumber('2025-12-26'), 'x2'],
    ]);
    // 26.12. is a holiday itself and continues the 25th until 4 h: one stretch, not two.
    expect(shift([holiday], days)).toEqual([
      [120, ['h'], 100],
      [360, ['h'], 100],
    ]);
  });

  it('keeps stretches apart when one more surcharge applies', () => {
    const night: Surcharge = {
      ...base,
      id: 'a',
      type: 'time',
      value: 10,
      time: { start: '22:00', end: '06:00' },
    };
    const late: Surcharge = { ...night, id: 'c', value: 5, time: { start: '23:00', end: '00:00' } };
    expect(shift([night, late])).toEqual([
      [60, ['a'], 10],
      [60, ['a', 'c'], 15],
      [360, ['a'], 10],
    ]);
  });
});
