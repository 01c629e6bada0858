import { describe, expect, it } from 'vitest';
import { ApiError, UNKNOWN_ERROR, errorMessage, toApiError } from './api-error.ts';

describe('toApiError', () => {
  it('keeps the German detail and the field errors of a problem', () => {
    const error = toApiError(409, {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Konflikt',
      errors: {
        name: ['Dieser Name existiert bereits'],
        'settings.keyNumber': ['Bitte eine ganze Zahl angeben'],
      },
    });
    expect(error.status).toBe(409);
    expect(error.detail).toBe('Konflikt');
    expect(error.fieldError('name')).toBe('Dieser Name existiert bereits');
    expect(error.fieldError('settings.keyNumber')).toBe('Bitte eine ganze Zahl angeben');
    expect(error.hasFieldErrors).toBe(true);
  });

  it('keeps the whole answer for extension members (a 409 with both versions)', () => {
    const body = { title: 'Conflict', status: 409, detail: 'Konflikt', current: { version: 2 } };
    expect(toApiError(409, body).body).toEqual(body);
  });

  it('falls back to the title, then to the unknown-error text', () => {
    expect(toApiError(500, { title: 'Interner Fehler' }).detail).toBe('Interner Fehler');
    expect(toApiError(502, '<html>bad gateway</html>').detail).toBe(UNKNOWN_ERROR);
    expect(toApiError(500, { detail: '  ' }).detail).toBe(UNKNOWN_ERROR);
  });

  it('keeps the seconds of Retry-After, ignores a malformed one', () => {
    expect(toApiError(429, { detail: 'Zu oft' }, '45').retryAfter).toBe(45);
    expect(toApiError(429, 'kein JSON', '3').retryAfter).toBe(3);
    expect(toApiError(429, { detail: 'x' }, 'Wed, 21 Oct 2015 07:28:00 GMT').retryAfter).toBe(
      undefined,
    );
    expect(toApiError(429, { detail: 'x' }, null).retryAfter).toBe(undefined);
  });

  it('drops malformed field errors', () => {
    const error = toApiError(400, { detail: 'x', errors: { name: 'nope', other: [1, 'ok'] } });
    expect(error.fieldErrors).toEqual({ other: ['ok'] });
  });
});

describe('errorMessage', () => {
  it('uses the detail, the message or the unknown text', () => {
    expect(errorMessage(new ApiError(400, 'Ungültig'))).toBe('Ungültig');
    expect(errorMessage(new Error('kaputt'))).toBe('kaputt');
    expect(errorMessage('string')).toBe(UNKNOWN_ERROR);
  });
});
