import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formFieldSchema, formSettingsSchema } from './forms.ts';

/** The server encodes every answer with its schema; a one-way transform would make that a 500. */
describe('form answers can be encoded', () => {
  it('settings with recipients and fields keep their one-line cleaning', () => {
    const settings = formSettingsSchema.parse({
      recipients: [{ id: 'r1', name: ' Vorstand\nKasse ', email: 'a@b.de' }],
    });
    expect(settings.recipients[0]!.name).toBe('Vorstand Kasse');
    expect(z.encode(formSettingsSchema, settings)).toEqual(settings);
    const field = formFieldSchema.parse({ id: 'f1', name: ' E-Mail\n', type: 'email' });
    expect(field.name).toBe('E-Mail');
    expect(z.encode(formFieldSchema, field)).toEqual(field);
  });
});
