import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeployHookSettings } from '@kontor/core/content/deploy-hook';
import { api, unwrap } from '../../../lib/api-client.ts';

const hookKey = (projectId: string) => ['projects', projectId, 'deploy-hook'] as const;
const deliveriesKey = (projectId: string) => [...hookKey(projectId), 'deliveries'] as const;

export const useDeployHook = (projectId: string) =>
  useQuery({
    queryKey: hookKey(projectId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/deploy-hook', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });

/** The delivery log; refreshed while the tab is open, since calls run in the background. */
export const useDeployDeliveries = (projectId: string) =>
  useQuery({
    queryKey: deliveriesKey(projectId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/deploy-hook/deliveries', {
          params: { path: { projectId } },
          signal,
        }),
      ),
    refetchInterval: 10_000,
  });

export function useSaveDeployHook(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeployHookSettings) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/deploy-hook', {
          params: { path: { projectId } },
          body,
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(hookKey(projectId), saved),
  });
}

export function usePublishNow(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/projects/{projectId}/deploy-hook/publish', {
          params: { path: { projectId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(projectId) }),
  });
}
