import { describe, expect, it } from 'vitest';
import { overflowEdges, scrollHint } from './matrix-scroll-hint.ts';

describe('the matrix scroll hint', () => {
  it.each([
    ['everything fits', { scrollLeft: 0, scrollWidth: 900, clientWidth: 900 }, false, false],
    [
      'at the start of a wide matrix',
      { scrollLeft: 0, scrollWidth: 2000, clientWidth: 390 },
      false,
      true,
    ],
    ['in the middle', { scrollLeft: 500, scrollWidth: 2000, clientWidth: 390 }, true, true],
    ['at the end', { scrollLeft: 1610, scrollWidth: 2000, clientWidth: 390 }, true, false],
    // A fractional width at a browser zoom is no overflow.
    ['half a pixel over', { scrollLeft: 0, scrollWidth: 900.5, clientWidth: 900 }, false, false],
  ])('%s', (_case, box, left, right) => {
    expect(overflowEdges(box)).toEqual({ left, right });
  });

  it('names the side where more services lie, and says nothing when all show', () => {
    expect(scrollHint({ left: false, right: true })).toBe(
      'Weitere Leistungen rechts – seitlich scrollen',
    );
    expect(scrollHint({ left: true, right: false })).toBe(
      'Weitere Leistungen links – seitlich scrollen',
    );
    expect(scrollHint({ left: true, right: true })).toBe(
      'Weitere Leistungen links und rechts – seitlich scrollen',
    );
    expect(scrollHint({ left: false, right: false })).toBeNull();
  });
});
