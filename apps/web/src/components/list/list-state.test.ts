import { describe, expect, it } from 'vitest';
import { isFiltered, parseListState, writeListState, type ListStateSpec } from './list-state.ts';

const spec: ListStateSpec<'name' | '-name', 'active' | 'archived'> = {
  sorts: ['name', '-name'],
  defaultSort: 'name',
  tabs: ['active', 'archived'],
  filters: ['staff'],
};

const parse = (query: string) => parseListState(new URLSearchParams(query), spec);
const write = (query: string, patch: Parameters<typeof writeListState>[1]) =>
  writeListState(new URLSearchParams(query), patch, spec).toString();

describe('parseListState', () => {
  it('restores every part of a shared link', () => {
    expect(
      parse('page=3&pageSize=50&sort=-name&search=Linde&tab=archived&staff=u1&selected=abc'),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: '-name',
      search: 'Linde',
      tab: 'archived',
      filters: { staff: 'u1' },
      selected: 'abc',
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parse('page=-2&pageSize=7&sort=evil&tab=nope&other=1')).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'name',
      search: '',
      tab: 'active',
      filters: {},
      selected: null,
    });
  });
});

describe('writeListState', () => {
  it('leaves defaults out of the URL and keeps foreign params', () => {
    expect(write('foo=1&page=2', { page: 1, sort: 'name' })).toBe('foo=1');
  });

  it('goes back to page 1 when search, sort, page size, tab or a filter changes', () => {
    for (const patch of [
      { search: 'Haus' },
      { sort: '-name' as const },
      { pageSize: 20 },
      { tab: 'archived' as const },
      { filters: { staff: 'u2' } },
    ]) {
      expect(new URLSearchParams(write('page=4', patch)).get('page'), JSON.stringify(patch)).toBe(
        null,
      );
    }
  });

  it('keeps the page when only the open record changes, and removes cleared filters', () => {
    expect(write('page=4&staff=u1', { selected: 'x1' })).toBe('page=4&staff=u1&selected=x1');
    expect(write('staff=u1&selected=x1', { filters: { staff: null } })).toBe('selected=x1');
  });
});

describe('a list with a param prefix', () => {
  const prefixed = { ...spec, paramPrefix: 'tasks' };

  it('reads and writes only its own params, leaving the page it sits in alone', () => {
    const params = new URLSearchParams('tab=aufgaben&tasks.tab=archived&tasks.staff=u1&page=3');
    expect(parseListState(params, prefixed)).toMatchObject({
      page: 1,
      tab: 'archived',
      filters: { staff: 'u1' },
    });
    expect(writeListState(params, { page: 2, selected: 'x1' }, prefixed).toString()).toBe(
      'tab=aufgaben&tasks.tab=archived&tasks.staff=u1&page=3&tasks.page=2&tasks.selected=x1',
    );
  });
});

describe('isFiltered', () => {
  it('is true for a search or a filter only', () => {
    expect(isFiltered(parse('page=2&sort=-name'))).toBe(false);
    expect(isFiltered(parse('search=a'))).toBe(true);
    expect(isFiltered(parse('staff=u1'))).toBe(true);
  });
});
