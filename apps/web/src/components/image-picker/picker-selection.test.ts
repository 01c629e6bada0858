import { describe, expect, it } from 'vitest';
import {
  addsImages,
  addUploaded,
  countLabel,
  pickerResult,
  selectionFromValue,
  toggleSelection,
} from './picker-selection.ts';

const A = 'aaaaaaaaaa';
const B = 'bbbbbbbbbb';
const C = 'cccccccccc';

describe('selectionFromValue', () => {
  it.each<[unknown, number, string[]]>([
    [A, 1, [A]],
    [A, 5, [A]],
    [[A, B], 5, [A, B]],
    [[A, B], 1, [A]],
    [[A, 'kurz', B], 5, [A, B]],
    [['kurz', A], 5, []],
    ['uploads/logo.png', 1, []],
    ['', 1, []],
    [null, 1, []],
    [undefined, 5, []],
    [42, 1, []],
    [[A, B, C], 2, [A, B]],
  ])('%j with maximum %i selects %j', (value, max, expected) => {
    expect(selectionFromValue(value, max)).toEqual(expected);
  });
});

describe('toggleSelection', () => {
  it('replaces the selection with maximum 1', () => {
    expect(toggleSelection([A], B, 1)).toEqual([B]);
  });

  it('deselects a selected image', () => {
    expect(toggleSelection([A], A, 1)).toEqual([]);
    expect(toggleSelection([A, B], A, 3)).toEqual([B]);
  });

  it('adds up to the maximum and no further', () => {
    expect(toggleSelection([A], B, 2)).toEqual([A, B]);
    expect(toggleSelection([A, B], C, 2)).toEqual([A, B]);
  });
});

describe('addUploaded', () => {
  it('puts the newest upload in place with maximum 1', () => {
    expect(addUploaded([A], [B, C], 1)).toEqual([C]);
    expect(addUploaded([A], [], 1)).toEqual([A]);
  });

  it('appends new ids up to the maximum, without duplicates', () => {
    expect(addUploaded([A], [A, B, C], 2)).toEqual([A, B]);
    expect(addUploaded([], [B, C], 10)).toEqual([B, C]);
  });
});

describe('pickerResult', () => {
  it('returns the first id or null with maximum 1', () => {
    expect(pickerResult([A], 1)).toBe(A);
    expect(pickerResult([], 1)).toBeNull();
  });

  it('returns the list with a maximum above 1', () => {
    expect(pickerResult([A, B], 10)).toEqual([A, B]);
    expect(pickerResult([], 10)).toEqual([]);
  });
});

describe('countLabel', () => {
  it('shows the count followed by the word, or nothing when empty', () => {
    expect(countLabel(3, 'Bilder')).toBe('3 Bilder');
    expect(countLabel(0, 'Bilder')).toBeNull();
  });
});

describe('addsImages', () => {
  it('is true only when the selection has an image the field did not have', () => {
    expect(addsImages([A], [A, B])).toBe(true);
    expect(addsImages([], [C])).toBe(true);
    expect(addsImages([A, B], [A])).toBe(false);
    expect(addsImages([A], [A])).toBe(false);
  });
});
