import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import {
  formFailure,
  saveHandlers,
  schemaResolver,
  showSaveError,
  type FieldErrors,
} from './form-errors.ts';
import { notify } from './notify.ts';

vi.mock('./notify.ts', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

function recorder() {
  const calls: FieldErrors[] = [];
  return { calls, set: (errors: FieldErrors) => calls.push(errors) };
}

describe('showSaveError', () => {
  it('puts server field messages beside the fields without a notification', () => {
    vi.mocked(notify.error).mockClear();
    const errors = recorder();
    showSaveError(
      new ApiError(400, 'Ungültige Eingabe', { name: ['Dieser Name existiert bereits'] }),
      errors.set,
    );
    expect(errors.calls).toEqual([{ name: 'Dieser Name existiert bereits' }]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('notifies the German detail when no field is to blame', () => {
    vi.mocked(notify.error).mockClear();
    const errors = recorder();
    showSaveError(new ApiError(500, 'Interner Fehler'), errors.set);
    expect(errors.calls).toEqual([{}]);
    expect(notify.error).toHaveBeenCalledWith('Interner Fehler');
  });
});

describe('schemaResolver', () => {
  const nested = z.object({
    settings: z.object({ keyNumber: z.number().int().nullable() }),
    name: z.string().trim().min(1, 'Bitte einen Namen angeben'),
  });
  const resolve = schemaResolver(nested, (values: { keyNumber: string; name: string }) => ({
    name: values.name,
    settings: { keyNumber: values.keyNumber === '' ? null : Number(values.keyNumber) },
  }));

  it('keys the messages by the dotted path the server uses', () => {
    const errors = resolve({ keyNumber: '1.5', name: '' });
    expect(errors.name).toBe('Bitte einen Namen angeben');
    expect(Object.keys(errors)).toEqual(['settings.keyNumber', 'name']);
  });

  it('returns no errors once the mapped values are valid', () => {
    expect(resolve({ keyNumber: '', name: 'Haus A' })).toEqual({});
  });
});

describe('formFailure', () => {
  const shown = ['password', 'passwordRepeat'];

  it('shows nothing for the form when the server objected only to shown fields', () => {
    const error = new ApiError(400, 'Ungültige Eingabe', { password: ['Zu kurz'] });
    expect(formFailure(error, { password: 'Zu kurz' }, shown)).toBeNull();
  });

  it('shows the message of a field the form does not show', () => {
    const error = new ApiError(400, 'Ungültige Eingabe', { token: ['Link abgelaufen'] });
    expect(formFailure(error, { token: 'Link abgelaufen' }, shown)).toBe('Link abgelaufen');
  });

  it('prefers the given message, else the server text', () => {
    const error = new ApiError(401, 'Nicht angemeldet');
    expect(formFailure(error, {}, shown, 'Falsche Daten')).toBe('Falsche Daten');
    expect(formFailure(error, {}, shown)).toBe('Nicht angemeldet');
  });
});

describe('saveHandlers', () => {
  it('notifies and continues on success, puts field messages beside the fields on failure', () => {
    vi.mocked(notify.success).mockClear();
    const errors = recorder();
    const then = vi.fn();
    const handlers = saveHandlers('Gespeichert', then, errors.set);
    handlers.onSuccess();
    expect(notify.success).toHaveBeenCalledWith('Gespeichert');
    expect(then).toHaveBeenCalledOnce();
    handlers.onError(new ApiError(400, 'Ungültig', { name: ['Bitte einen Namen angeben'] }));
    expect(errors.calls).toEqual([{ name: 'Bitte einen Namen angeben' }]);
    expect(then).toHaveBeenCalledOnce();
  });
});
