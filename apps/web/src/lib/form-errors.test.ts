import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import {
  formFailure,
  hasValuePath,
  refusalOf,
  saveHandlers,
  schemaResolver,
  showSaveError,
  type FieldErrors,
} from './form-errors.ts';
import { notify } from './notify.ts';

vi.mock('./notify.ts', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

/** A form with these values that records what the kit puts beside its fields. */
function recorder(values: Record<string, unknown> = { name: '' }) {
  const calls: FieldErrors[] = [];
  return { calls, setErrors: (errors: FieldErrors) => calls.push(errors), getValues: () => values };
}

const absenceValues = { userId: 'u', startDate: '', endDate: '', type: null, comment: '' };
const overlap = 'Es gibt Überschneidungen mit anderen Abwesenheiten: 05.05.2025';

describe('showSaveError', () => {
  it('puts server field messages beside the fields without a notification', () => {
    vi.mocked(notify.error).mockClear();
    const form = recorder();
    showSaveError(
      new ApiError(400, 'Ungültige Eingabe', { name: ['Dieser Name existiert bereits'] }),
      form,
    );
    expect(form.calls).toEqual([{ name: 'Dieser Name existiert bereits' }]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('notifies the German detail when no field is to blame', () => {
    vi.mocked(notify.error).mockClear();
    const form = recorder();
    showSaveError(new ApiError(500, 'Interner Fehler'), form);
    expect(form.calls).toEqual([{}]);
    expect(notify.error).toHaveBeenCalledWith('Interner Fehler');
  });

  it('notifies the message of a field the form does not have (an overlap), keeps the rest beside', () => {
    vi.mocked(notify.error).mockClear();
    const form = recorder(absenceValues);
    showSaveError(
      new ApiError(400, 'Die Eingaben sind ungültig.', {
        dates: [overlap],
        comment: ['Zu lang'],
      }),
      form,
    );
    expect(form.calls).toEqual([{ comment: 'Zu lang' }]);
    expect(notify.error).toHaveBeenCalledWith(overlap);
  });

  it('finds nested and list fields by their dotted path', () => {
    vi.mocked(notify.error).mockClear();
    const form = recorder({ settings: { keyNumber: 1 }, images: ['a'] });
    showSaveError(
      new ApiError(400, 'Ungültig', {
        'settings.keyNumber': ['Ganze Zahl'],
        'images.0': ['Fehlt'],
      }),
      form,
    );
    expect(form.calls).toEqual([{ 'settings.keyNumber': 'Ganze Zahl', 'images.0': 'Fehlt' }]);
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('refusalOf', () => {
  const shows = (path: string) => hasValuePath(absenceValues, path);

  it.each([
    ['a field the form has', { userId: ['Unbekannt'] }, 'Ungültig', { userId: 'Unbekannt' }, null],
    ['a field it does not have', { dates: [overlap] }, 'Ungültig', {}, overlap],
    ['a field of the body root', { _: ['Leer'] }, 'Ungültig', {}, 'Leer'],
    ['no field at all', {}, 'Die Abwesenheit ist genehmigt', {}, 'Die Abwesenheit ist genehmigt'],
  ])('for %s', (_case, errors, detail, fields, message) => {
    expect(refusalOf(new ApiError(400, detail, errors), shows)).toEqual({ fields, message });
  });

  it('shows a network failure as text', () => {
    expect(refusalOf(new Error('Keine Verbindung'), shows)).toEqual({
      fields: {},
      message: 'Keine Verbindung',
    });
  });
});

describe('hasValuePath', () => {
  it.each([
    ['name', true],
    ['settings.keyNumber', true],
    ['settings.missing', false],
    ['images.0', true],
    ['images.1', false],
    ['name.length', false],
    ['dates', false],
  ])('%s → %s', (path, expected) => {
    expect(hasValuePath({ name: 'x', settings: { keyNumber: null }, images: ['a'] }, path)).toBe(
      expected,
    );
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
    const handlers = saveHandlers('Gespeichert', then, errors);
    handlers.onSuccess();
    expect(notify.success).toHaveBeenCalledWith('Gespeichert');
    expect(then).toHaveBeenCalledOnce();
    handlers.onError(new ApiError(400, 'Ungültig', { name: ['Bitte einen Namen angeben'] }));
    expect(errors.calls).toEqual([{ name: 'Bitte einen Namen angeben' }]);
    expect(then).toHaveBeenCalledOnce();
  });
});
