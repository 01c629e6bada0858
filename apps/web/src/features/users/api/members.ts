import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody } from '@kontor/core/schemas/invitations';
import type {
  CreateStaffBody,
  MemberDirectory,
  NotificationSettings,
  SetMemberPasswordBody,
  UpdateMemberBody,
} from '@kontor/core/schemas/members';
import { api, unwrap } from '../../../lib/api-client.ts';

/** The screen asking: each one's endpoints are guarded by its own module (docs/people.md). */
export type MemberScreen = 'user-management' | 'staff' | 'users' | 'admin';

/** Every member query of a project starts with this key, so each change refreshes all screens. */
export const membersQueryKey = (projectId: string) => ['projects', projectId, 'members'] as const;

function getDirectory(projectId: string, screen: MemberScreen, signal?: AbortSignal) {
  const params = { path: { projectId } };
  switch (screen) {
    case 'user-management':
      return unwrap(
        api.GET('/api/projects/{projectId}/user-management/members', { params, signal }),
      );
    case 'staff':
      return unwrap(api.GET('/api/projects/{projectId}/staff/members', { params, signal }));
    case 'users':
      return unwrap(api.GET('/api/projects/{projectId}/users/members', { params, signal }));
    case 'admin':
      return unwrap(api.GET('/api/projects/{projectId}/admin/members', { params, signal }));
  }
}

export const memberDirectoryOptions = (projectId: string, screen: MemberScreen) =>
  queryOptions<MemberDirectory>({
    queryKey: [...membersQueryKey(projectId), screen] as const,
    queryFn: ({ signal }) => getDirectory(projectId, screen, signal),
  });

export function useMemberDirectory(projectId: string, screen: MemberScreen) {
  return useQuery(memberDirectoryOptions(projectId, screen));
}

/** A mutation that refreshes every member list of the project when it succeeds. */
function useMemberMutation<V, R>(projectId: string, mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey(projectId) }),
  });
}

export function useCreateStaff(projectId: string, screen: 'user-management' | 'admin') {
  return useMemberMutation(projectId, (body: CreateStaffBody) => {
    const params = { path: { projectId } };
    return screen === 'admin'
      ? unwrap(api.POST('/api/projects/{projectId}/admin/members', { params, body }))
      : unwrap(api.POST('/api/projects/{projectId}/user-management/members', { params, body }));
  });
}

export interface MemberChange {
  userId: string;
  body: UpdateMemberBody;
}

export function useUpdateMember(projectId: string, screen: 'user-management' | 'users' | 'admin') {
  return useMemberMutation(projectId, ({ userId, body }: MemberChange) => {
    const params = { path: { projectId, userId } };
    switch (screen) {
      case 'user-management':
        return unwrap(
          api.PATCH('/api/projects/{projectId}/user-management/members/{userId}', { params, body }),
        );
      case 'users':
        return unwrap(
          api.PATCH('/api/projects/{projectId}/users/members/{userId}', { params, body }),
        );
      case 'admin':
        return unwrap(
          api.PATCH('/api/projects/{projectId}/admin/members/{userId}', { params, body }),
        );
    }
  });
}

export function useSetMemberPassword(projectId: string) {
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: SetMemberPasswordBody }) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/user-management/members/{userId}/password', {
          params: { path: { projectId, userId } },
          body,
        }),
      ),
  });
}

export function useDeleteUser(projectId: string) {
  return useMemberMutation(projectId, (userId: string) =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/users/members/{userId}', {
        params: { path: { projectId, userId } },
      }),
    ),
  );
}

export function useRemoveMember(projectId: string) {
  return useMemberMutation(projectId, (userId: string) =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/admin/members/{userId}', {
        params: { path: { projectId, userId } },
      }),
    ),
  );
}

/**
 * 'Benutzer hinzufügen' sends an invitation (an account never joins a project unasked); the
 * open invitations ('Einladungen' on /users) are cached under the project's 'invitations' key.
 */
export function useInviteMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) =>
      unwrap(
        api.POST('/api/projects/{projectId}/invitations', {
          params: { path: { projectId } },
          body,
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'invitations'] }),
  });
}

const settingsKey = (projectId: string, userId: string) =>
  [...membersQueryKey(projectId), 'notification-settings', userId] as const;

export function useNotificationSettings(projectId: string, userId: string) {
  return useQuery({
    queryKey: settingsKey(projectId, userId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/staff/members/{userId}/notification-settings', {
          params: { path: { projectId, userId } },
          signal,
        }),
      ),
  });
}

export function useSetNotificationSettings(projectId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/staff/members/{userId}/notification-settings', {
          params: { path: { projectId, userId } },
          body,
        }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(projectId, userId), settings),
  });
}
