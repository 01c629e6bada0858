import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRoleBody, UpdateRoleBody } from '@kontor/core/schemas/roles';
import { api, unwrap } from '../../../lib/api-client.ts';

export const rolesQueryKey = (projectId: string) => ['projects', projectId, 'roles'] as const;

export const rolesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: rolesQueryKey(projectId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/roles', { params: { path: { projectId } }, signal }),
      ),
  });

export function useRoles(projectId: string) {
  return useQuery(rolesQueryOptions(projectId));
}

/** The modules the caller may open (and so may grant): the project detail's module list. */
export function useGrantableModules(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'grantable-modules'],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/projects/{projectId}', { params: { path: { projectId } }, signal }),
        )
      ).modules,
  });
}

function useInvalidatingMutation<V>(projectId: string, mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey(projectId) }),
  });
}

export function useCreateRole(projectId: string) {
  return useInvalidatingMutation(projectId, (body: CreateRoleBody) =>
    unwrap(api.POST('/api/projects/{projectId}/roles', { params: { path: { projectId } }, body })),
  );
}

export function useUpdateRole(projectId: string, roleId: string) {
  return useInvalidatingMutation(projectId, (body: UpdateRoleBody) =>
    unwrap(
      api.PATCH('/api/projects/{projectId}/roles/{roleId}', {
        params: { path: { projectId, roleId } },
        body,
      }),
    ),
  );
}

export function useDeleteRole(projectId: string) {
  return useInvalidatingMutation(projectId, (roleId: string) =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/roles/{roleId}', {
        params: { path: { projectId, roleId } },
      }),
    ),
  );
}
