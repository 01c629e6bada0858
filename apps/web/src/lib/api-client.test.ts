import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR,
  UNKNOWN_ERROR,
  apiRequest,
  buildUrl,
  errorMessage,
  toApiError,
} from './api-client.ts';

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

  it('falls back to the title, then to the unknown-error text', () => {
    expect(toApiError(500, { title: 'Interner Fehler' }).detail).toBe('Interner Fehler');
    expect(toApiError(502, '<html>bad gateway</html>').detail).toBe(UNKNOWN_ERROR);
    expect(toApiError(500, { detail: '  ' }).detail).toBe(UNKNOWN_ERROR);
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

describe('buildUrl', () => {
  it('drops empty values and encodes the rest', () => {
    expect(buildUrl('/api/x', { page: 2, search: 'Haus Nord', empty: '', none: undefined })).toBe(
      '/api/x?page=2&search=Haus+Nord',
    );
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws a typed error for a problem answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 401,
              title: 'Unauthorized',
              detail: 'Falsche E-Mail / Passwort Kombination',
            }),
            {
              status: 401,
              headers: { 'Content-Type': 'application/problem+json' },
            },
          ),
      ),
    );
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject(
      {
        status: 401,
        detail: 'Falsche E-Mail / Passwort Kombination',
      },
    );
  });

  it('maps a failed fetch to the network text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/health')).rejects.toMatchObject({
      status: 0,
      detail: NETWORK_ERROR,
    });
  });

  it('returns the parsed body and undefined for 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/empty') ? new Response(null, { status: 204 }) : Response.json({ ok: true }),
      ),
    );
    await expect(apiRequest('/api/full')).resolves.toEqual({ ok: true });
    await expect(apiRequest('/api/empty')).resolves.toBeUndefined();
  });
});
