import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import { schemaResolver, showSaveError, validateForm, type FieldErrors } from './form-errors.ts';
import { notify } from './notify.ts';

vi.mock('./notify.ts', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const schema = z.object({ name: z.string().trim().min(1, 'Bitte einen Namen angeben') });

function recorder() {
  const calls: FieldErrors[] = [];
  return { calls, set: (errors: FieldErrors) => calls.push(errors) };
}

describe('validateForm', () => {
  it('shows the field message and returns null for invalid values', () => {
    const errors = recorder();
    expect(validateForm(schema, { name: '  ' }, errors.set)).toBeNull();
    expect(errors.calls).toEqual([{ name: 'Bitte einen Namen angeben' }]);
  });

  it('clears the messages and returns the parsed body for valid values', () => {
    const errors = recorder();
    expect(validateForm(schema, { name: ' Haus A ' }, errors.set)).toEqual({ name: 'Haus A' });
    expect(errors.calls).toEqual([{}]);
  });
});

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
