import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

export async function requestPasswordReset(body: { email: string }): Promise<void> {
  await unwrap(api.POST('/api/auth/password-reset', { body }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
