import { describe, expect, it } from 'vitest';
import { breakMinutes, mergeSpans, spanMinutes, spansOverlap, workedSpans } from './spans.ts';

const s = (start: number, end: number) => ({ start, end });

describe('spans', () => {
  it('measures and never goes negative', () => {
    expect(spanMinutes(s(10, 70))).toBe(60);
    expect(spanMinutes(s(70, 10))).toBe(0);
  });

  it.each([
    [s(0, 10), s(10, 20), false],
    [s(0, 10), s(9, 20), true],
    [s(5, 6), s(0, 10), true],
    [s(10, 20), s(0, 10), false],
  ])('%o overlaps %o: %s', (a, b, overlap) => {
    expect(spansOverlap(a, b)).toBe(overlap);
    expect(spansOverlap(b, a)).toBe(overlap);
  });

  it('merges touching and overlapping spans and clips them', () => {
    expect(mergeSpans([s(30, 40), s(0, 10), s(10, 20), s(35, 50), s(60, 60)])).toEqual([
      s(0, 20),
      s(30, 50),
    ]);
    expect(mergeSpans([s(0, 10), s(35, 50)], s(5, 40))).toEqual([s(5, 10), s(35, 40)]);
    expect(mergeSpans([s(0, 10)], s(20, 30))).toEqual([]);
  });

  it.each([
    [[], 0],
    [[s(100, 130)], 30],
    [[s(50, 130)], 30],
    [[s(450, 600)], 50],
    [[s(100, 130), s(120, 150)], 50],
    [[s(100, 130), s(200, 215)], 45],
    [[s(200, 100)], 0],
  ])('break minutes of entry 100–500 with %o is %i', (breaks, minutes) => {
    expect(breakMinutes({ start: 100, end: 500, breaks })).toBe(minutes);
  });

  it('cuts breaks out of the entry', () => {
    expect(workedSpans({ start: 0, end: 100, breaks: [s(40, 50), s(10, 20)] })).toEqual([
      s(0, 10),
      s(20, 40),
      s(50, 100),
    ]);
    expect(workedSpans({ start: 0, end: 100, breaks: [s(0, 10), s(90, 100)] })).toEqual([
      s(10, 90),
    ]);
    expect(workedSpans({ start: 0, end: 100, breaks: [] })).toEqual([s(0, 100)]);
  });
});
