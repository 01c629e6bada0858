import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@kontor/core/schemas/auth';
import { ApiError, api, unwrap } from '../../../lib/api-client.ts';

export const meQueryKey = ['auth', 'me'] as const;

/** The session, or null when not logged in (401). */
export async function getMe(signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    return await unwrap(api.GET('/api/auth/me', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    retry: 1,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
