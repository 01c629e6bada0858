import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { berlinOffset, nextOffsetChange, toInstant, toLocal, wallPieces } from './berlin-time.ts';
import { entryAt } from './entry-builder.ts';
import { spanMinutes } from './spans.ts';

const utc = (iso: string) => Date.parse(iso) / 60000;

const intlOffset = (() => {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (minutes: number) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(minutes * 60000)).map((p) => [p.type, p.value]),
    );
    const wall =
      Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!) / 60000;
    return wall - minutes;
  };
})();

describe('Europe/Berlin offset', () => {
  it.each([
    ['2025-01-15T12:00Z', 60],
    ['2025-07-15T12:00Z', 120],
    ['2025-03-30T00:59Z', 60],
    ['2025-03-30T01:00Z', 120],
    ['2025-10-26T00:59Z', 120],
    ['2025-10-26T01:00Z', 60],
  ])('at %s is %i minutes', (iso, offset) => {
    expect(berlinOffset(utc(iso))).toBe(offset);
  });

  it('matches Intl for random instants 1996–2037', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: utc('1996-01-01T00:00Z'), max: utc('2037-12-31T00:00Z') }),
        (minute) => {
          expect(berlinOffset(minute)).toBe(intlOffset(minute));
        },
      ),
    );
  });

  it('finds the next switch', () => {
    expect(nextOffsetChange(utc('2025-01-10T00:00Z'))).toBe(utc('2025-03-30T01:00Z'));
    expect(nextOffsetChange(utc('2025-03-30T01:00Z'))).toBe(utc('2025-10-26T01:00Z'));
    expect(nextOffsetChange(utc('2025-11-01T00:00Z'))).toBe(utc('2026-03-29T01:00Z'));
  });
});

describe('wall clock ↔ instant', () => {
  it.each([
    ['2025-01-15', 8 * 60, '2025-01-15T07:00Z'],
    ['2025-07-15', 8 * 60, '2025-07-15T06:00Z'],
    // Skipped hour in spring moves forward: 02:30 does not exist and becomes 03:30 CEST.
    ['2025-03-30', 150, '2025-03-30T01:30Z'],
    // Repeated hour in autumn takes the first (summer time) occurrence.
    ['2025-10-26', 150, '2025-10-26T00:30Z'],
    ['2025-10-26', 180, '2025-10-26T02:00Z'],
    ['2025-03-30', 180, '2025-03-30T01:00Z'],
  ])('%s minute %i is %s', (date, minute, iso) => {
    expect(toInstant(date, minute)).toBe(utc(iso));
  });

  it('reads an instant back as local date and minute', () => {
    expect(toLocal(utc('2025-06-30T22:30Z'))).toEqual({
      date: '2025-07-01',
      dayNumber: 20270,
      minute: 30,
    });
    expect(toLocal(utc('2025-12-31T22:59Z')).minute).toBe(23 * 60 + 59);
  });

  it('round-trips every minute that exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: utc('2000-01-01T00:00Z'), max: utc('2035-01-01T00:00Z') }),
        (minute) => {
          const local = toLocal(minute);
          const back = toInstant(local.date, local.minute);
          // In the repeated autumn hour both instants show the same wall time; the first is chosen.
          expect(back === minute || back === minute - 60).toBe(true);
        },
      ),
    );
  });
});

describe('daylight saving shifts', () => {
  it.each([
    ['2025-03-29', 7 * 60],
    ['2025-10-25', 9 * 60],
    ['2025-06-14', 8 * 60],
  ])('22:00–06:00 starting %s lasts %i minutes', (date, minutes) => {
    expect(spanMinutes(entryAt(date, '22:00', '06:00'))).toBe(minutes);
  });

  it('cuts a spring night into wall-clock pieces', () => {
    const shift = entryAt('2025-03-29', '22:00', '06:00');
    const pieces = wallPieces(shift.start, shift.end);
    expect(pieces.map(({ dayNumber, from, to }) => [dayNumber, from, to])).toEqual([
      [20176, 1320, 1440],
      [20177, 0, 120],
      [20177, 180, 360],
    ]);
    expect(pieces[2]!.start).toBe(utc('2025-03-30T01:00Z'));
  });

  it('cuts an autumn night so the repeated hour counts twice', () => {
    const shift = entryAt('2025-10-25', '22:00', '06:00');
    const pieces = wallPieces(shift.start, shift.end);
    expect(pieces.map(({ from, to }) => [from, to])).toEqual([
      [1320, 1440],
      [0, 180],
      [120, 360],
    ]);
    expect(pieces.reduce((sum, p) => sum + p.to - p.from, 0)).toBe(540);
  });

  it('returns no piece for an empty span', () => {
    expect(wallPieces(100, 100)).toEqual([]);
  });
});
