import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import {
  listParam,
  parseListState,
  writeListState,
  type ListState,
  type ListStatePatch,
  type ListStateSpec,
} from './list-state.ts';

/** Spec 001 §9: search waits one second after the last key before it filters. */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface ListStateControls<Sort extends string, Tab extends string> {
  state: ListState<Sort, Tab>;
  /** Page, page size, sort and tab add a history entry (back undoes them); filters replace. */
  set: (patch: ListStatePatch<Sort, Tab>) => void;
  /** What the search box shows; it reaches the URL (and the query) after the debounce. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** Clears search and filters at once. */
  reset: () => void;
  /** Row selection for bulk actions (not in the URL: it is lost with the page anyway). */
  selectedIds: string[];
  setSelectedIds: (ids: string[]) => void;
}

function withoutSelected(params: URLSearchParams, selected: string): string {
  const rest = new URLSearchParams(params);
  rest.delete(selected);
  return rest.toString();
}

const PUSHING_KEYS = ['page', 'pageSize', 'sort', 'tab', 'selected'] as const;

/** A list's page, page size, sort, search, filters, tab and open record, kept in the URL. */
export function useListState<Sort extends string, Tab extends string = string>(
  spec: ListStateSpec<Sort, Tab>,
): ListStateControls<Sort, Tab> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, spec), [params, spec]);
  const [searchInput, setSearchInputState] = useState(state.search);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  // Other rows, other selection: bulk actions only ever act on rows the user can see.
  const rowsKey = withoutSelected(params, listParam(spec, 'selected'));
  useEffect(() => setSelectedIds([]), [rowsKey]);

  const set = useCallback(
    (patch: ListStatePatch<Sort, Tab>) => {
      const replace = !PUSHING_KEYS.some((key) => key in patch);
      // The live URL, not the hook's params: a debounced search firing just after another
      // change (e.g. a row opened in the slide-in) must not write back the older state.
      setParams(() => writeListState(new URLSearchParams(window.location.search), patch, spec), {
        replace,
      });
    },
    [setParams, spec],
  );

  const commitSearch = useDebouncedCallback((value: string) => set({ search: value }), {
    delay: SEARCH_DEBOUNCE_MS,
  });

  // Back/forward or a link changed the URL: the search box follows.
  useEffect(() => {
    setSearchInputState((input) => (input.trim() === state.search ? input : state.search));
  }, [state.search]);

  const setSearchInput = useCallback(
    (value: string) => {
      setSearchInputState(value);
      commitSearch(value);
    },
    [commitSearch],
  );

  const reset = useCallback(() => {
    commitSearch.cancel();
    setSearchInputState('');
    const cleared = Object.fromEntries((spec.filters ?? []).map((name) => [name, null]));
    set({ search: '', filters: cleared });
  }, [commitSearch, set, spec.filters]);

  return { state, set, searchInput, setSearchInput, reset, selectedIds, setSelectedIds };
}
