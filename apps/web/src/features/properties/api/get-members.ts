import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@kontor/core/schemas/projects';
import { api, unwrap } from '../../../lib/api-client.ts';

export const membersQueryKey = (projectId: string) => ['projects', projectId, 'members'] as const;

/** Project members for the staff picker. */
export function getMembers(projectId: string, signal?: AbortSignal): Promise<Member[]> {
  return unwrap(
    api.GET('/api/projects/{projectId}/members', { params: { path: { projectId } }, signal }),
  );
}

export const membersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: membersQueryKey(projectId),
    queryFn: ({ signal }) => getMembers(projectId, signal),
    staleTime: 60_000,
  });

export function useMembers(projectId: string) {
  return useQuery(membersQueryOptions(projectId));
}
