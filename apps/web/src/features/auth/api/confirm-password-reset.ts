import { useMutation } from '@tanstack/react-query';
import type { SetPasswordBody } from '@kontor/core/schemas/auth';
import { api, unwrap } from '../../../lib/api-client.ts';

export async function confirmPasswordReset(body: SetPasswordBody): Promise<void> {
  await unwrap(api.POST('/api/auth/password-reset/confirm', { body }));
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
