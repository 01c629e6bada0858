import { z } from 'zod';

/** Spec 001 §3 "Module field definition" and §5: the custom fields a module's records carry. */
export const moduleFieldMessages = {
  nameRequired: 'Name ist ein Pflichtfeld',
  nameTaken: 'Name existiert bereits',
  nameFormat:
    'Nur Kleinbuchstaben, Ziffern und _, Ebenen mit Punkt getrennt (z. B. data.start_age)',
  typeRequired: 'Typ ist ein Pflichtfeld',
  labelRequired: 'Bezeichnung ist ein Pflichtfeld',
  optionsRequired: 'Optionen sind ein Pflichtfeld',
  optionsMin: 'Mindestens 2 Optionen sind erforderlich',
  optionLabelRequired: 'Bezeichnung der Option ist ein Pflichtfeld',
  optionValueTaken: 'Wert der Option existiert bereits',
  rangeOrder: 'Der Mindestwert darf nicht größer als der Höchstwert sein',
  requiredMessage: 'Pflichtfeld',
  minLength: (n: number) => `Die Mindestlänge beträgt ${n}`,
  maxLength: (n: number) => `Die Höchstlänge beträgt ${n}`,
  minValue: (n: number) => `Der Mindestwert beträgt ${n}`,
  maxValue: (n: number) => `Der Höchstwert beträgt ${n}`,
  tooMany: 'Höchstens 100 Felder',
} as const;

export const MODULE_FIELD_TYPES = [
  'input',
  'url',
  'number',
  'password',
  'textarea',
  'select',
  'texteditor',
  'persons_select',
  'person_select',
  'image',
] as const;
export type ModuleFieldType = (typeof MODULE_FIELD_TYPES)[number];

export const MODULE_FIELD_TYPE_LABELS: Record<ModuleFieldType, string> = {
  input: 'Textfeld',
  url: 'URL',
  number: 'Zahl',
  password: 'Passwort',
  textarea: 'Textbereich',
  select: 'Auswahl',
  texteditor: 'Texteditor',
  persons_select: 'Personen (mehrere)',
  person_select: 'Person',
  image: 'Bild',
};

/** Types whose start/end values bound the text length; number bounds the value itself. */
export const TEXT_FIELD_TYPES: readonly ModuleFieldType[] = [
  'input',
  'url',
  'password',
  'textarea',
];

/** Spec 001 §9: number fields range 1 to 100 unless set otherwise. */
export const NUMBER_RANGE_DEFAULT = { start: 1, end: 100 } as const;
export const NEW_FIELD_LABEL = 'Neues Feld';

const FIELD_NAME = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/;
const bound = z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable().default(null);

export const selectOptionSchema = z.object({
  label: z.string().trim().min(1, moduleFieldMessages.optionLabelRequired).max(100),
  value: z.string().trim().min(1, moduleFieldMessages.optionLabelRequired).max(100),
});

export const moduleFieldSchema = z
  .object({
    id: z.string().min(1).max(36),
    type: z.enum(MODULE_FIELD_TYPES, { error: moduleFieldMessages.typeRequired }),
    label: z
      .string({ error: moduleFieldMessages.labelRequired })
      .trim()
      .min(1, moduleFieldMessages.labelRequired)
      .max(100),
    /** Path of the value inside a record, e.g. 'data.start_age'. */
    name: z
      .string({ error: moduleFieldMessages.nameRequired })
      .trim()
      .min(1, { error: moduleFieldMessages.nameRequired, abort: true })
      .max(100)
      .regex(FIELD_NAME, moduleFieldMessages.nameFormat),
    validation: z
      .object({
        /** The required flag. */
        validate: z.boolean().default(false),
        /** The message shown when a required value is missing. */
        required: z.string().trim().max(200).default(moduleFieldMessages.requiredMessage),
        startValue: bound,
        endValue: bound,
      })
      .default({
        validate: false,
        required: moduleFieldMessages.requiredMessage,
        startValue: null,
        endValue: null,
      }),
    position: z.number().int().min(0).max(10_000),
    selectOptions: z.array(selectOptionSchema).max(100).default([]),
    options: z
      .object({ numberStartValue: bound, numberEndValue: bound })
      .default({ numberStartValue: null, numberEndValue: null }),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select') {
      const count = field.selectOptions.length;
      if (count < 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['selectOptions'],
          message:
            count === 0 ? moduleFieldMessages.optionsRequired : moduleFieldMessages.optionsMin,
        });
      }
      const values = field.selectOptions.map((o) => o.value);
      values.forEach((value, index) => {
        if (values.indexOf(value) !== index) {
          ctx.addIssue({
            code: 'custom',
            path: ['selectOptions', index, 'value'],
            message: moduleFieldMessages.optionValueTaken,
          });
        }
      });
    }
    const { startValue, endValue } = field.validation;
    if (startValue !== null && endValue !== null && startValue > endValue) {
      ctx.addIssue({
        code: 'custom',
        path: ['validation', 'endValue'],
        message: moduleFieldMessages.rangeOrder,
      });
    }
    const { numberStartValue, numberEndValue } = field.options;
    if (numberStartValue !== null && numberEndValue !== null && numberStartValue > numberEndValue) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'numberEndValue'],
        message: moduleFieldMessages.rangeOrder,
      });
    }
  });
export type ModuleField = z.output<typeof moduleFieldSchema>;
export type ModuleFieldInput = z.input<typeof moduleFieldSchema>;

/** A module's field list: names unique, as the field editor requires before confirming. */
export const moduleFieldsSchema = z
  .array(moduleFieldSchema)
  .max(100, moduleFieldMessages.tooMany)
  .superRefine((fields, ctx) => {
    const names = fields.map((f) => f.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: moduleFieldMessages.nameTaken,
        });
      }
    });
  });

/**
 * What a record's value must satisfy for one field definition (used by the content modules):
 * null when it is fine, else the German message. Text-like bounds are lengths, number bounds
 * values (spec 001 §5 "Generic form fields").
 */
export function fieldValueError(field: ModuleField, value: unknown): string | null {
  const empty =
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0);
  if (empty)
    return field.validation.validate
      ? field.validation.required || moduleFieldMessages.requiredMessage
      : null;
  const { startValue, endValue } = field.validation;
  if (field.type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value))
      return moduleFieldMessages.typeRequired;
    const min = startValue ?? field.options.numberStartValue ?? NUMBER_RANGE_DEFAULT.start;
    const max = endValue ?? field.options.numberEndValue ?? NUMBER_RANGE_DEFAULT.end;
    if (value < min) return moduleFieldMessages.minValue(min);
    if (value > max) return moduleFieldMessages.maxValue(max);
    return null;
  }
  if (TEXT_FIELD_TYPES.includes(field.type) && typeof value === 'string') {
    if (startValue !== null && value.length < startValue)
      return moduleFieldMessages.minLength(startValue);
    if (endValue !== null && value.length > endValue)
      return moduleFieldMessages.maxLength(endValue);
  }
  if (field.type === 'select' && !field.selectOptions.some((o) => o.value === value)) {
    return moduleFieldMessages.optionsRequired;
  }
  return null;
}
