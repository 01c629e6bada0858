import { describe, expect, it } from 'vitest';
import {
  fieldValueError,
  moduleFieldMessages as m,
  moduleFieldSchema,
  moduleFieldsSchema,
  type ModuleFieldInput,
} from './module-fields.ts';
import { moduleSettingsSchema, predefinedFields, slugOf, withSlugValues } from './module-admin.ts';

const field = (over: Partial<ModuleFieldInput> = {}): ModuleFieldInput => ({
  id: 'f1',
  type: 'input',
  label: 'Neues Feld',
  name: 'data.title',
  position: 0,
  ...over,
});
const messagesOf = (input: unknown) => {
  const result = moduleFieldsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('module field definitions', () => {
  it('fills the defaults of a minimal field', () => {
    expect(moduleFieldSchema.parse(field())).toMatchObject({
      validation: { validate: false, required: 'Pflichtfeld', startValue: null, endValue: null },
      selectOptions: [],
      options: { numberStartValue: null, numberEndValue: null },
    });
  });

  it.each([
    [{ name: '' }, `0.name: ${m.nameRequired}`],
    [{ name: 'Data Title' }, `0.name: ${m.nameFormat}`],
    [{ name: 'data..x' }, `0.name: ${m.nameFormat}`],
    [{ type: 'checkbox' }, `0.type: ${m.typeRequired}`],
    [{ label: '  ' }, `0.label: ${m.labelRequired}`],
    [{ type: 'select' }, `0.selectOptions: ${m.optionsRequired}`],
    [
      { type: 'select', selectOptions: [{ label: 'A', value: 'a' }] },
      `0.selectOptions: ${m.optionsMin}`,
    ],
    [
      {
        type: 'select',
        selectOptions: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'a' },
        ],
      },
      `0.selectOptions.1.value: ${m.optionValueTaken}`,
    ],
    [{ validation: { startValue: 10, endValue: 5 } }, `0.validation.endValue: ${m.rangeOrder}`],
    [
      { type: 'number', options: { numberStartValue: 50, numberEndValue: 1 } },
      `0.options.numberEndValue: ${m.rangeOrder}`,
    ],
  ])('refuses %j with its German message', (over, message) => {
    expect(messagesOf([field(over as Partial<ModuleFieldInput>)])).toEqual([message]);
  });

  it('accepts a select with two options and every type of the spec', () => {
    const options = [
      { label: 'Ja', value: 'ja' },
      { label: 'Nein', value: 'nein' },
    ];
    expect(messagesOf([field({ type: 'select', selectOptions: options })])).toEqual([]);
    const types = [
      'input',
      'url',
      'number',
      'password',
      'textarea',
      'texteditor',
      'persons_select',
      'person_select',
      'image',
    ] as const;
    expect(
      messagesOf(
        types.map((type, i) => field({ id: type, type, name: `data.f${i}`, position: i })),
      ),
    ).toEqual([]);
  });

  it("marks a second field with the same name 'Name existiert bereits'", () => {
    expect(messagesOf([field(), field({ id: 'f2', position: 1 })])).toEqual([
      `1.name: ${m.nameTaken}`,
    ]);
  });

  it('validates values: required, text lengths, number range with the 1..100 default', () => {
    const required = moduleFieldSchema.parse(
      field({ validation: { validate: true, required: 'Bitte Titel angeben' } }),
    );
    expect(fieldValueError(required, '')).toBe('Bitte Titel angeben');
    expect(fieldValueError(moduleFieldSchema.parse(field()), '')).toBeNull();
    const text = moduleFieldSchema.parse(field({ validation: { startValue: 3, endValue: 5 } }));
    expect(fieldValueError(text, 'ab')).toBe('Die Mindestlänge beträgt 3');
    expect(fieldValueError(text, 'abcdef')).toBe('Die Höchstlänge beträgt 5');
    expect(fieldValueError(text, 'abcd')).toBeNull();
    const number = moduleFieldSchema.parse(field({ type: 'number' }));
    expect(fieldValueError(number, 0)).toBe('Der Mindestwert beträgt 1');
    expect(fieldValueError(number, 101)).toBe('Der Höchstwert beträgt 100');
    expect(fieldValueError(number, 100)).toBeNull();
  });
});

describe('module settings and templates', () => {
  it('sets each category value to the slug of its label', () => {
    const parsed = withSlugValues(
      moduleSettingsSchema.parse({
        categories: [{ id: 'c1', label: 'Jugend Fußball Ü30', value: 'stale', position: 0 }],
      }),
    );
    expect(parsed.categories[0]!.value).toBe('jugend-fussball-ue30');
    expect(slugOf('  Größe & Maß! ')).toBe('groesse-mass');
  });

  it('predefines the training group’s age fields, valid and ranged 1 to 100', () => {
    const fields = moduleFieldsSchema.parse(predefinedFields('/training-group'));
    expect(fields.map((f) => [f.name, f.label])).toEqual([
      ['data.start_age', 'Startalter'],
      ['data.end_age', 'Endalter'],
    ]);
    expect(fieldValueError(fields[0]!, 101)).toBe('Der Höchstwert beträgt 100');
    expect(predefinedFields('/news')).toEqual([]);
    // Spec 001 §2: only '/training-group' predefines them, '/groups' starts without fields.
    expect(predefinedFields('/groups')).toEqual([]);
  });
});
