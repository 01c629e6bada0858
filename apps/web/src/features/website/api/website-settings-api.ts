import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { websiteSettingsUpdateSchema } from '@kontor/core/schemas/website';
import { api, unwrap } from '../../../lib/api-client.ts';

const settingsKey = (projectId: string) => ['projects', projectId, 'website', 'settings'] as const;

export function useWebsiteSettings(projectId: string) {
  return useQuery({
    queryKey: settingsKey(projectId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/website/settings', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });
}

export function useSaveWebsiteSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof websiteSettingsUpdateSchema>) =>
      unwrap(
        api.PATCH('/api/projects/{projectId}/website/settings', {
          params: { path: { projectId } },
          body,
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(projectId), saved),
  });
}
