import { PAGE_SIZES } from '@kontor/core/schemas/common';

/** What a list screen keeps in the URL, and its defaults. */
export interface ListStateSpec<Sort extends string = string, Tab extends string = string> {
  sorts: readonly Sort[];
  defaultSort: Sort;
  /** State tabs (spec 001 §2); the first is the default. */
  tabs?: readonly Tab[];
  /** Names of extra filter params, e.g. `['status', 'staff']`. */
  filters?: readonly string[];
  defaultPageSize?: number;
  /**
   * Set when the list shares its URL with another one (a list inside a tabbed record page):
   * every param is written as `<prefix>.<name>`, e.g. `tasks.tab`.
   */
  paramPrefix?: string;
}

/** The URL param of one part of a list's state. */
export function listParam(spec: Pick<ListStateSpec, 'paramPrefix'>, name: string): string {
  return spec.paramPrefix ? `${spec.paramPrefix}.${name}` : name;
}

export interface ListState<Sort extends string = string, Tab extends string = string> {
  page: number;
  pageSize: number;
  sort: Sort;
  search: string;
  tab: Tab | undefined;
  filters: Record<string, string>;
  /** Id of the record open in the slide-in panel. */
  selected: string | null;
}

export type ListStatePatch<Sort extends string, Tab extends string> = Partial<
  Omit<ListState<Sort, Tab>, 'filters'>
> & { filters?: Record<string, string | null> };

const DEFAULT_PAGE_SIZE = 10;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** Reads the list state from URL search params; anything unknown or malformed falls back. */
export function parseListState<Sort extends string, Tab extends string>(
  params: URLSearchParams,
  spec: ListStateSpec<Sort, Tab>,
): ListState<Sort, Tab> {
  const get = (name: string) => params.get(listParam(spec, name));
  const page = Number(get('page'));
  const pageSize = Number(get('pageSize'));
  const filters: Record<string, string> = {};
  for (const name of spec.filters ?? []) {
    const value = get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE),
    sort: oneOf(get('sort'), spec.sorts) ?? spec.defaultSort,
    search: get('search')?.trim() ?? '',
    tab: oneOf(get('tab'), spec.tabs ?? []) ?? spec.tabs?.[0],
    filters,
    selected: get('selected') || null,
  };
}

/**
 * The params after a change. Defaults are left out so a plain list has a plain URL; changing
 * what the rows are (search, filters, sort, page size, tab) goes back to page 1. Params that
 * are not list state (e.g. another component's) are kept.
 */
export function writeListState<Sort extends string, Tab extends string>(
  params: URLSearchParams,
  patch: ListStatePatch<Sort, Tab>,
  spec: ListStateSpec<Sort, Tab>,
): URLSearchParams {
  const current = parseListState(params, spec);
  const next = { ...current, ...patch, filters: { ...current.filters } };
  for (const [name, value] of Object.entries(patch.filters ?? {})) {
    if (value) next.filters[name] = value;
    else delete next.filters[name];
  }
  const rowsChanged = (['search', 'sort', 'pageSize', 'tab', 'filters'] as const).some(
    (key) => key in patch,
  );
  if (rowsChanged && patch.page === undefined) next.page = 1;

  const result = new URLSearchParams(params);
  const set = (name: string, value: string | number | null | undefined, fallback?: unknown) => {
    const param = listParam(spec, name);
    if (value === null || value === undefined || value === '' || value === fallback) {
      result.delete(param);
    } else result.set(param, String(value));
  };
  set('page', next.page, 1);
  set('pageSize', next.pageSize, spec.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  set('sort', next.sort, spec.defaultSort);
  set('search', next.search.trim());
  set('tab', next.tab, spec.tabs?.[0]);
  for (const name of spec.filters ?? []) set(name, next.filters[name]);
  set('selected', next.selected);
  return result;
}

/** True when search or a filter narrows the rows (the reset button's state). */
export function isFiltered(state: Pick<ListState, 'search' | 'filters'>): boolean {
  return state.search !== '' || Object.keys(state.filters).length > 0;
}
