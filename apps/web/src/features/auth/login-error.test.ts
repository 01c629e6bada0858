import { describe, expect, it } from 'vitest';
import { authMessages } from '@kontor/core/schemas/auth';
import { ApiError } from '../../lib/api-client.ts';
import { loginErrorMessage } from './login-error.ts';

describe('loginErrorMessage', () => {
  it('maps wrong credentials to the spec text', () => {
    expect(loginErrorMessage(new ApiError(401, 'egal'), authMessages)).toBe(
      'Falsche E-Mail / Passwort Kombination',
    );
  });
  it("shows the server's German detail for too many attempts", () => {
    expect(loginErrorMessage(new ApiError(429, 'Bitte warten Sie 5 Minuten.'), authMessages)).toBe(
      'Bitte warten Sie 5 Minuten.',
    );
    expect(loginErrorMessage(new ApiError(429, ''), authMessages)).toBe(
      authMessages.tooManyAttempts,
    );
  });
  it('answers every other failure with the generic login text', () => {
    for (const error of [
      new ApiError(500, 'Interner Fehler'),
      new ApiError(0, 'offline'),
      new Error('x'),
    ]) {
      expect(loginErrorMessage(error, authMessages)).toBe(
        'Das Einloggen ist leider fehlgeschlagen',
      );
    }
  });
});
