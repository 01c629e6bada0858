import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { contentMessages as m } from './messages.ts';
import { isHttpUrl } from './web-address.ts';

/**
 * A module field definition as the project administration stores it (spec 001 §3 "Module field
 * definition"), plus `internal`: never shown by the public read API. `name` is the field's
 * path, `data.<key>`.
 */
export interface CustomFieldDefinition {
  id: string;
  type:
    | 'input'
    | 'url'
    | 'number'
    | 'password'
    | 'textarea'
    | 'select'
    | 'texteditor'
    | 'persons_select'
    | 'person_select'
    | 'image';
  label: string;
  name: string;
  validation?: {
    validate?: boolean;
    required?: string;
    start_value?: number;
    end_value?: number;
    format?: 'email';
    pattern?: string;
    pattern_message?: string;
  };
  position?: number;
  select_options?: { label: string; value: string }[];
  options?: { number_start_value?: number; number_end_value?: number };
  internal?: boolean;
}

/** Spec 001 §9: number fields range 1 to 100 unless defined otherwise. */
const NUMBER_RANGE = { min: 1, max: 100 };
const MAX_TEXT = 20_000;
const MAX_PERSONS = 6;

/** The key below `data` a definition names ('data.start_age' → 'start_age'). */
export function customFieldKey(definition: Pick<CustomFieldDefinition, 'name'>): string {
  return definition.name.replace(/^data\./, '');
}

function textSchema(d: CustomFieldDefinition, required: string | undefined): z.ZodType {
  const v = d.validation;
  const min = v?.validate ? v.start_value : undefined;
  const max = v?.validate && v.end_value ? v.end_value : MAX_TEXT;
  let text = z
    .string({ error: required ?? m.pattern })
    .trim()
    .max(max, m.maxLength(max));
  if (required) text = text.min(1, required);
  let checked: z.ZodType<string> = text;
  if (min) checked = checked.refine((s) => s === '' || s.length >= min, m.minLength(min));
  if (d.type === 'url') checked = checked.refine((s) => s === '' || isHttpUrl(s), m.url);
  if (v?.format === 'email') {
    checked = checked.refine((s) => s === '' || z.email().safeParse(s).success, m.email);
  }
  if (v?.pattern) {
    const pattern = new RegExp(v.pattern);
    checked = checked.refine((s) => s === '' || pattern.test(s), v.pattern_message ?? m.pattern);
  }
  return checked;
}

function valueSchema(d: CustomFieldDefinition, required: string | undefined): z.ZodType {
  switch (d.type) {
    case 'number': {
      const min = d.validation?.start_value ?? d.options?.number_start_value ?? NUMBER_RANGE.min;
      const max = d.validation?.end_value ?? d.options?.number_end_value ?? NUMBER_RANGE.max;
      const number = z
        .number({ error: required ?? m.pattern })
        .min(min, m.minValue(min))
        .max(max, m.maxValue(max));
      return required ? number : number.nullable();
    }
    case 'select': {
      const values = (d.select_options ?? []).map((o) => o.value);
      const select = z
        .string({ error: required ?? m.pattern })
        .refine((s) => values.includes(s), m.pattern);
      return required ? select : select.nullable();
    }
    case 'persons_select': {
      const persons = z.array(idSchema).max(MAX_PERSONS, m.maxItems(MAX_PERSONS));
      return required ? persons.min(1, required) : persons;
    }
    case 'person_select':
    case 'image':
      return required ? idSchema : idSchema.nullable();
    default:
      return textSchema(d, required);
  }
}

/**
 * The `data` object of an item from the module's field definitions: one key per definition
 * with the definition's rules and German messages (spec 001 §5 "Generic form fields"). Keys
 * no definition names are dropped. On update every key is optional (partial change); on
 * create a required one must be there.
 */
export function customDataSchema(
  definitions: readonly CustomFieldDefinition[],
  mode: 'create' | 'update',
) {
  const shape: Record<string, z.ZodType> = {};
  for (const d of definitions) {
    const required = d.validation?.validate ? (d.validation.required ?? m.required) : undefined;
    const value = valueSchema(d, required);
    shape[customFieldKey(d)] = required && mode === 'create' ? value : value.optional();
  }
  return z.object(shape);
}

/**
 * The custom data the public read API may show: only keys of defined fields not marked
 * internal (an allow-list, so data of a since removed definition stays private too).
 */
export function publicData(
  data: Record<string, unknown>,
  definitions: readonly CustomFieldDefinition[],
): Record<string, unknown> {
  const shown = new Set(definitions.filter((d) => !d.internal).map(customFieldKey));
  return Object.fromEntries(Object.entries(data).filter(([key]) => shown.has(key)));
}
