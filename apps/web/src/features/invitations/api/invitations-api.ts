import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody } from '@kontor/core/schemas/invitations';
import { api, unwrap } from '../../../lib/api-client.ts';

const invitationsKey = (projectId: string) => ['projects', projectId, 'invitations'] as const;

export function useInvitations(projectId: string) {
  return useQuery({
    queryKey: invitationsKey(projectId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/invitations', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });
}

/** The project's roles for the role picker (same cache entry as the roles tab). */
export function useProjectRoles(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'roles'],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/roles', { params: { path: { projectId } }, signal }),
      ),
  });
}

function useListMutation<V, R>(projectId: string, mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(projectId) }),
  });
}

export function useCreateInvitation(projectId: string) {
  return useListMutation(projectId, (body: CreateInvitationBody) =>
    unwrap(
      api.POST('/api/projects/{projectId}/invitations', { params: { path: { projectId } }, body }),
    ),
  );
}

export function useResendInvitation(projectId: string) {
  return useListMutation(projectId, (invitationId: string) =>
    unwrap(
      api.POST('/api/projects/{projectId}/invitations/{invitationId}/resend', {
        params: { path: { projectId, invitationId } },
      }),
    ),
  );
}

export function useDeleteInvitation(projectId: string) {
  return useListMutation(projectId, (invitationId: string) =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/invitations/{invitationId}', {
        params: { path: { projectId, invitationId } },
      }),
    ),
  );
}
