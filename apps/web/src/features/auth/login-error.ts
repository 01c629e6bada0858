import { ApiError } from '../../lib/api-client.ts';
import type { AuthSchemas } from './auth-schemas.ts';

export type AuthMessages = AuthSchemas['authMessages'];

/** German message for a failed login (spec 001 §8): 401 wrong credentials, 429 the server's text. */
export function loginErrorMessage(error: unknown, texts: AuthMessages): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return texts.wrongCredentials;
    if (error.status === 429) return error.detail || texts.tooManyAttempts;
  }
  return texts.loginFailed;
}
