import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectSettings } from '@kontor/core/schemas/project-settings';
import { api, unwrap } from '../../../lib/api-client.ts';

const settingsQueryKey = (projectId: string) =>
  ['projects', projectId, 'admin', 'settings'] as const;

export const useProjectSettings = (projectId: string) =>
  useQuery(
    queryOptions({
      queryKey: settingsQueryKey(projectId),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/projects/{projectId}/admin/settings', {
            params: { path: { projectId } },
            signal,
          }),
        ),
    }),
  );

export function useSaveProjectSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectSettings) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/admin/settings', {
          params: { path: { projectId } },
          body,
        }),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsQueryKey(projectId), saved);
      // Name and logo show in the switcher and on the dashboard.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
        queryClient.invalidateQueries({ queryKey: ['projects', projectId] }),
      ]);
    },
  });
}
