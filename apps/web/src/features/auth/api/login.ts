import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionInfo } from '@kontor/core/schemas/auth';
import { api, unwrap } from '../../../lib/api-client.ts';
import { meQueryKey } from './get-me.ts';

export function login(body: LoginBody): Promise<SessionInfo> {
  return unwrap(api.POST('/api/auth/login', { body }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      // A fresh session: drop anything cached for a previous user, then seed the session.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, session);
    },
  });
}
