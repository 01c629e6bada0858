import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminModule,
  CreateModuleBody,
  UpdateModuleBody,
} from '@kontor/core/schemas/module-admin';
import { api, unwrap } from '../../../lib/api-client.ts';

export const adminModulesQueryKey = (projectId: string) =>
  ['projects', projectId, 'admin', 'modules'] as const;

export const adminModulesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: adminModulesQueryKey(projectId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/admin/modules', {
          params: { path: { projectId } },
          signal,
        }),
      ) as Promise<AdminModule[]>,
  });

export const useAdminModules = (projectId: string) => useQuery(adminModulesQueryOptions(projectId));

/** After any change: the list here, and the project (sidebar, dashboard) everywhere. */
function useInvalidate(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['projects', projectId] });
}

export function useCreateModule(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (body: CreateModuleBody) =>
      unwrap(
        api.POST('/api/projects/{projectId}/admin/modules', {
          params: { path: { projectId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useUpdateModule(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: ({ moduleId, body }: { moduleId: string; body: UpdateModuleBody }) =>
      unwrap(
        api.PATCH('/api/projects/{projectId}/admin/modules/{moduleId}', {
          params: { path: { projectId, moduleId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useReorderModules(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (moduleIds: string[]) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/admin/modules/order', {
          params: { path: { projectId } },
          body: { moduleIds },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useRemoveModule(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (moduleId: string) =>
      unwrap(
        api.DELETE('/api/projects/{projectId}/admin/modules/{moduleId}', {
          params: { path: { projectId, moduleId } },
        }),
      ),
    onSuccess: invalidate,
  });
}
