import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionInfo } from '@kontor/core/schemas/auth';
import type { AcceptInvitationBody } from '@kontor/core/schemas/invitations';
import { api, unwrap } from '../../../lib/api-client.ts';

export function useInvitationLookup(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/invitations/{token}', { params: { path: { token } }, signal })),
    retry: false,
  });
}

/** A fresh session: forget anything cached for a previous user and seed the new one. */
function useSessionMutation<V>(mutationFn: (vars: V) => Promise<SessionInfo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(['auth', 'me'], session);
    },
  });
}

export function useAcceptWithPassword(token: string) {
  return useSessionMutation((body: AcceptInvitationBody) =>
    unwrap(api.POST('/api/invitations/{token}/accept', { params: { path: { token } }, body })),
  );
}

/** Signs in with the invited address, then joins with that session. */
export function useSignInAndJoin(token: string) {
  return useSessionMutation(async (body: LoginBody) => {
    await unwrap(api.POST('/api/auth/login', { body }));
    return unwrap(api.POST('/api/invitations/{token}/join', { params: { path: { token } } }));
  });
}
