import { describe, expect, it } from 'vitest';
import type { ImportClassProgress } from '@kontor/core/schemas/imports';
import { classProgress, isEmptyClass } from './import-progress-table.tsx';

const c = (over: Partial<ImportClassProgress>): ImportClassProgress => ({
  className: 'Task',
  read: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  total: null,
  done: false,
  ...over,
});

describe('classProgress', () => {
  it.each([
    ['not started, size known', c({ total: 200 }), 0, 'wartet'],
    ['not started, size unknown', c({}), 0, 'wartet'],
    ['half way', c({ total: 200, read: 100 }), 50, '100 von 200'],
    ['all read, class not through yet', c({ total: 200, read: 200 }), 99, '200 von 200'],
    ['more read than counted (added meanwhile)', c({ total: 10, read: 12 }), 99, '12 von 10'],
    ['size unknown, reading', c({ read: 7 }), 0, '7 gelesen'],
    ['through', c({ total: 200, read: 200, done: true }), 100, 'fertig · 200 gelesen'],
    ['through, nothing in it', c({ total: 0, done: true }), 100, 'keine Objekte'],
  ])('%s', (_name, progress, percent, label) => {
    expect(classProgress(progress)).toEqual({ percent, label });
  });
});

describe('isEmptyClass', () => {
  it('is a class the source has no object of, counted or read through', () => {
    expect(isEmptyClass(c({ total: 0 }))).toBe(true);
    expect(isEmptyClass(c({ done: true }))).toBe(true);
    expect(isEmptyClass(c({ total: 3 }))).toBe(false);
    expect(isEmptyClass(c({}))).toBe(false);
    expect(isEmptyClass(c({ done: true, read: 2 }))).toBe(false);
  });
});
