import { useMutation } from '@tanstack/react-query';
import type { SetPasswordBody } from '@kontor/core/schemas/auth';
import { api } from '../../../lib/api-client.ts';

export function confirmPasswordReset(body: SetPasswordBody): Promise<void> {
  return api.post<void>('/api/auth/password-reset/confirm', body);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
