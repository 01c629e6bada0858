import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@kontor/core/schemas/auth';
import { api, unwrap } from '../../../lib/api-client.ts';
import { forgetPushDevice } from '../../../lib/push-subscription.ts';
import { meQueryKey } from './get-me.ts';

/** Ends the session; first this device stops receiving the user's pushes in `projectIds`. */
export async function logout(projectIds: readonly string[] = []): Promise<void> {
  await forgetPushDevice(projectIds);
  await unwrap(api.POST('/api/auth/logout'));
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      logout(
        queryClient.getQueryData<SessionInfo | null>(meQueryKey)?.projects.map((p) => p.id) ?? [],
      ),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
