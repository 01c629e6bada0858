export type SortDirection = 'asc' | 'desc';

/** Direction of `key` in a sort string (`name` ascending, `-name` descending), else null. */
export function sortDirection(sort: string | undefined, key: string): SortDirection | null {
  if (sort === key) return 'asc';
  if (sort === `-${key}`) return 'desc';
  return null;
}

/** Clicking a header: ascending first, then descending, then ascending again. */
export function nextSort(sort: string | undefined, key: string): string {
  return sort === key ? `-${key}` : key;
}
