import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { forgetPushDevice } from '../../../lib/push-subscription.ts';
import { meQueryKey } from './get-me.ts';

/**
 * Ends the session; the server forgets this browser's push subscriptions in every project with
 * it, and the browser drops them (the console's 'Abmelden' and the worker app's alike).
 */
export async function logout(): Promise<void> {
  await forgetPushDevice(async (pushEndpoints) => {
    await unwrap(api.POST('/api/auth/logout', { body: { pushEndpoints } }));
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
