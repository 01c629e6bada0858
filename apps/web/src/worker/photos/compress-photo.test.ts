import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, scaledSize } from './compress-photo.ts';

describe('scaledSize', () => {
  it.each([
    // [width, height, expected width, expected height]
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [4032, 3024, 1600, 1200],
    [1600, 900, 1600, 900],
    [800, 600, 800, 600],
    [5000, 5000, 1600, 1600],
    [10000, 10, 1600, 2],
    [20000, 1, 1600, 1],
  ])('%i×%i → %i×%i', (width, height, w, h) => {
    expect(scaledSize(width, height)).toEqual({ width: w, height: h });
  });

  it('keeps the long side within the limit and the aspect ratio', () => {
    const { width, height } = scaledSize(3264, 2448);
    expect(Math.max(width, height)).toBe(PHOTO_MAX_SIDE);
    expect(width / height).toBeCloseTo(3264 / 2448, 2);
  });

  it('answers 0×0 for an image without size', () => {
    expect(scaledSize(0, 100)).toEqual({ width: 0, height: 0 });
    expect(scaledSize(Number.NaN, 100)).toEqual({ width: 0, height: 0 });
  });

  it('takes another limit', () => {
    expect(scaledSize(1000, 500, 400)).toEqual({ width: 400, height: 200 });
  });
});
