import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LodasSettingsBody } from '@kontor/core/schemas/lodas';
import { api, toApiError, unwrap } from '../../../lib/api-client.ts';

const lodasKey = (projectId: string) => ['projects', projectId, 'time-tracking', 'lodas'] as const;
const project = (projectId: string) => ({ params: { path: { projectId } } });

/** 'Lohnarten': read by the office and the administration. */
export function useLodasSettings(projectId: string) {
  return useQuery({
    queryKey: [...lodasKey(projectId), 'settings'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/lodas/settings', {
          ...project(projectId),
          signal,
        }),
      ),
  });
}

export function useSaveLodasSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LodasSettingsBody) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/time-tracking/lodas/settings', {
          ...project(projectId),
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lodasKey(projectId) }),
  });
}

/** The month's preview: lines, refused employees, the last export and what changed since. */
export function useLodasPreview(projectId: string, year: number, month: number) {
  return useQuery({
    queryKey: [...lodasKey(projectId), 'month', year, month] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/lodas/{year}/{month}', {
          params: { path: { projectId, year, month } },
          signal,
        }),
      ),
  });
}

/** Downloads the file of what was previewed (its checksum) and refreshes the month's mark. */
export function useLodasExport(projectId: string, year: number, month: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (checksum: string) => {
      const { data, error, response } = await api.POST(
        '/api/projects/{projectId}/time-tracking/lodas/{year}/{month}/export',
        { params: { path: { projectId, year, month } }, body: { checksum }, parseAs: 'blob' },
      );
      if (error !== undefined || !response.ok || !data) {
        throw toApiError(response.status, error, response.headers.get('retry-after'));
      }
      const name = `lodas-${year}-${String(month).padStart(2, '0')}.txt`;
      const url = URL.createObjectURL(data as Blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lodasKey(projectId) }),
  });
}
