import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client.ts';

/** The project's members with their names: the choices of every person picker. */
export function useProjectMembers(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'members'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/members', { params: { path: { projectId } }, signal }),
      ),
    staleTime: 60_000,
  });
}
