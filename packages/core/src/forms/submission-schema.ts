/**
 * The check of a public submission (docs/forms.md), built from the form's fields: what the
 * club's website sends (JSON or multipart, so values come as strings, booleans or numbers) is
 * turned into the stored data, one text per field name (checkbox 'ja'/'nein', file: its name).
 */
import { z } from 'zod';
import { formMessages, type FormField, type SubmissionColumn } from '../schemas/forms.ts';
import { parseTypedAnswer } from './submission-values.ts';

/** Longest value of a one-line field and of a text area. */
export const SUBMISSION_LINE_MAX = 500;
export const SUBMISSION_TEXT_MAX = 5000;

/** How a checkbox or the consent flag may arrive (JSON true, HTML form 'on', a string). */
const CHECKED = new Set(['true', 'on', '1', 'ja', 'yes']);
const UNCHECKED = new Set(['false', 'off', '0', 'nein', 'no', '']);

const checkbox = z.union([z.boolean(), z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value).trim().toLowerCase();
  if (CHECKED.has(text)) return true;
  if (UNCHECKED.has(text)) return false;
  ctx.addIssue({ code: 'custom', message: formMessages.submissionInvalid });
  return z.NEVER;
});

/** A scalar sent for a text field; numbers are taken as their text. */
const text = z
  .union([z.string(), z.number()], formMessages.submissionInvalid)
  .transform((value) => String(value).trim());

function valueSchema(field: FormField): z.ZodType<string | undefined> {
  const max = field.type === 'textarea' ? SUBMISSION_TEXT_MAX : SUBMISSION_LINE_MAX;
  const present = (value: string | undefined): value is string =>
    value !== undefined && value !== '';
  const filled = text.pipe(
    z
      .string()
      .max(max, formMessages.nameMax(max))
      .transform((value, ctx) => {
        if (value === '') return value;
        if (field.type === 'email' && !z.email().safeParse(value).success)
          ctx.addIssue({ code: 'custom', message: formMessages.emailInvalid });
        if (field.type === 'select' && !field.options.some((o) => o.value === value))
          ctx.addIssue({ code: 'custom', message: formMessages.optionInvalid });
        // Date, number and phone are stored in one canonical spelling (submission-values.ts).
        const typed = parseTypedAnswer(field.type, value);
        if (typed.ok) return typed.value;
        ctx.addIssue({ code: 'custom', message: typed.message });
        return z.NEVER;
      }),
  );
  if (field.type === 'checkbox') {
    return checkbox
      .optional()
      .refine((checked) => !field.required || checked === true, formMessages.required)
      .transform((checked) => (checked ? 'ja' : 'nein'));
  }
  return filled
    .optional()
    .refine((value) => !field.required || present(value), formMessages.required)
    .transform((value) => (present(value) ? value : undefined));
}

export interface SubmissionSchemaOptions {
  /** The form states a consent text: `consent` must be true. */
  consent: boolean;
}

/**
 * The schema of one submission: every field by its name (required, e-mail format, one of the
 * select's values, checkbox, lengths), plus `consent` when the form asks for it. Unknown keys
 * are dropped. The output is the stored data: empty optional values left out.
 */
export function submissionSchemaOf(fields: readonly FormField[], options: SubmissionSchemaOptions) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, valueSchema(field)]));
  // The transform keeps the key from counting as optional: zod skips the checks of an optional
  // key that is missing, and a body without `consent` would pass.
  const consent = options.consent
    ? checkbox
        .optional()
        .refine((checked) => checked === true, formMessages.consentRequired)
        .transform((checked) => checked)
    : z.unknown().optional();
  return z
    .object({ ...shape, consent }, formMessages.submissionInvalid)
    .transform((values: Record<string, unknown>) => {
      const data: Record<string, string> = {};
      for (const field of fields) {
        const value = values[field.name];
        if (typeof value === 'string') data[field.name] = value;
      }
      return data;
    });
}

/** The submitter's address: the first filled e-mail field, lower-cased (GDPR export, reply). */
export function submitterEmailOf(
  fields: readonly FormField[],
  data: Readonly<Record<string, string>>,
): string | null {
  const field = fields.find((f) => f.type === 'email' && (data[f.name] ?? '') !== '');
  return field ? data[field.name]!.toLowerCase() : null;
}

/**
 * The Daten tab's and the CSV's columns (issue 35): every current field of the form in field
 * order, headed by its label (its name while it has none), also when no submission answered
 * it. Answers of fields deleted since stay in the data and show in the submission's detail view.
 */
export function submissionColumns(
  fields: readonly Pick<FormField, 'name' | 'label' | 'type'>[],
): SubmissionColumn[] {
  return fields.map((field) => ({
    name: field.name,
    label: field.label.trim() || field.name,
    type: field.type,
  }));
}
