import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@kontor/core/schemas/projects';
import { api, unwrap } from '../../../lib/api-client.ts';

export const projectQueryKey = (projectId: string) => ['projects', projectId] as const;

export function getProject(projectId: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return unwrap(api.GET('/api/projects/{projectId}', { params: { path: { projectId } }, signal }));
}

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectQueryKey(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
    staleTime: 5 * 60_000,
  });

export function useProject(projectId: string | null) {
  return useQuery({ ...projectQueryOptions(projectId ?? ''), enabled: projectId !== null });
}
