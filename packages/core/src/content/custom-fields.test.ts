import { describe, expect, it } from 'vitest';
import { createSchemaOf, updateSchemaOf } from './content-schemas.ts';
import { contentTypeByType } from './content-types.ts';
import { customDataSchema, publicData, type CustomFieldDefinition } from './custom-fields.ts';

/** The training-group template's predefined fields (spec 001 §2) and a few hand-made ones. */
const DEFINITIONS: CustomFieldDefinition[] = [
  {
    id: 'f1',
    type: 'number',
    label: 'Startalter',
    name: 'data.start_age',
    validation: { validate: true },
  },
  { id: 'f2', type: 'number', label: 'Endalter', name: 'data.end_age' },
  {
    id: 'f3',
    type: 'input',
    label: 'Trainer-Kürzel',
    name: 'data.code',
    validation: {
      validate: true,
      required: 'Bitte ein Kürzel angeben',
      start_value: 2,
      end_value: 4,
    },
  },
  {
    id: 'f4',
    type: 'select',
    label: 'Halle',
    name: 'data.hall',
    select_options: [
      { label: 'Nord', value: 'north' },
      { label: 'Süd', value: 'south' },
    ],
  },
  { id: 'f5', type: 'input', label: 'Notiz', name: 'data.note', internal: true },
  {
    id: 'f6',
    type: 'input',
    label: 'Kontakt',
    name: 'data.contact',
    validation: { format: 'email' },
  },
  { id: 'f7', type: 'input', label: 'PLZ', name: 'data.zip', validation: { pattern: '^\\d{5}$' } },
];

function messages(body: unknown, mode: 'create' | 'update' = 'create') {
  const result = customDataSchema(DEFINITIONS, mode).safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('customDataSchema', () => {
  it.each([
    [{ start_age: 6, code: 'AB' }, {}],
    [{}, { start_age: 'Pflichtfeld', code: 'Bitte ein Kürzel angeben' }],
    [{ start_age: 0, code: 'AB' }, { start_age: 'Der Mindestwert beträgt 1' }],
    [{ start_age: 101, code: 'AB' }, { start_age: 'Der Höchstwert beträgt 100' }],
    [{ start_age: 6, code: 'A' }, { code: 'Die Mindestlänge beträgt 2' }],
    [{ start_age: 6, code: 'ABCDE' }, { code: 'Die Höchstlänge beträgt 4' }],
    [{ start_age: 6, code: '  ' }, { code: 'Bitte ein Kürzel angeben' }],
    [{ start_age: 6, code: 'AB', hall: 'west' }, { hall: 'Das Format ist ungültig' }],
    [{ start_age: 6, code: 'AB', hall: 'north', end_age: null }, {}],
    [
      { start_age: 6, code: 'AB', contact: 'nobody@' },
      { contact: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
    ],
    [{ start_age: 6, code: 'AB', zip: '1234' }, { zip: 'Das Format ist ungültig' }],
    [{ start_age: 6, code: 'AB', zip: '12345' }, {}],
  ])('create %j → %j', (body, expected) => expect(messages(body)).toEqual(expected));

  it('lets an update change one custom field alone, with the same rules', () => {
    expect(messages({ end_age: 12 }, 'update')).toEqual({});
    expect(messages({ end_age: 120 }, 'update')).toEqual({ end_age: 'Der Höchstwert beträgt 100' });
  });

  it('drops keys no definition names', () => {
    const parsed = customDataSchema(DEFINITIONS, 'update').parse({ end_age: 10, injected: 'x' });
    expect(parsed).toEqual({ end_age: 10 });
  });

  it('is what the content schemas validate `data` with', () => {
    const groups = contentTypeByType('groups')!;
    const create = createSchemaOf(groups, DEFINITIONS).safeParse({
      title: 'Jugend',
      data: { code: 'AB' },
    });
    expect(create.success).toBe(false);
    expect(create.error!.issues[0]).toMatchObject({
      path: ['data', 'start_age'],
      message: 'Pflichtfeld',
    });
    expect(
      updateSchemaOf(groups, DEFINITIONS).parse({ version: 0, data: { end_age: 9 } }).data,
    ).toEqual({
      end_age: 9,
    });
  });
});

describe('publicData', () => {
  it('shows defined fields only, never an internal one', () => {
    const data = { start_age: 6, note: 'nur intern', removed: 'alt', code: 'AB' };
    expect(publicData(data, DEFINITIONS)).toEqual({ start_age: 6, code: 'AB' });
    expect(publicData(data, [])).toEqual({});
  });
});
