import { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { createStore, del, get, set } from 'idb-keyval';
import { ApiError } from '../lib/api-client.ts';

/** What was last seen stays readable offline for a week. */
export const CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** Raise when a persisted answer's shape changes in a way old data would break. */
export const CACHE_BUSTER = 'worker-app-1';

export function createWorkerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: CACHE_MAX_AGE,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}

const cacheStore = () => createStore('kontor-app-cache', 'queries');

/** TanStack Query's persisted cache, kept in IndexedDB (not localStorage: photos' size). */
export function createIndexedDbPersister() {
  const store = cacheStore();
  return createAsyncStoragePersister({
    key: 'kontor-worker-app',
    storage: {
      getItem: (key) => get<string>(key, store).then((value) => value ?? null),
      setItem: (key, value: string) => set(key, value, store),
      removeItem: (key) => del(key, store),
    },
    throttleTime: 1000,
  });
}
