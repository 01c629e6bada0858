import { describe, expect, it } from 'vitest';
import { nextSort, sortDirection } from './data-table-sort.ts';

describe('table sort', () => {
  it('reads the direction of a column', () => {
    expect(sortDirection('name', 'name')).toBe('asc');
    expect(sortDirection('-name', 'name')).toBe('desc');
    expect(sortDirection('-createdAt', 'name')).toBeNull();
    expect(sortDirection(undefined, 'name')).toBeNull();
  });
  it('cycles ascending → descending → ascending', () => {
    expect(nextSort('createdAt', 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
  });
});
