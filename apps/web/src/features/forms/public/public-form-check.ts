import { submissionSchemaOf } from '@kontor/core/forms/submission-schema';
import type { FormField } from '@kontor/core/schemas/forms';

export type PublicFormErrors = Record<string, string>;

/**
 * What the browser sends, as the server's check reads it: text per field name, a chosen file
 * by its name (the server stores the file and keeps its name), checkboxes and the consent as
 * 'true' or absent.
 */
export function valuesOf(fields: readonly FormField[], data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = data.get(field.name);
    if (value instanceof File) {
      if (value.size > 0 || value.name !== '') values[field.name] = value.name;
    } else if (value !== null) values[field.name] = value;
  }
  const consent = data.get('consent');
  if (typeof consent === 'string') values.consent = consent;
  return values;
}

/**
 * The public form's check before sending (and the preview's only check): the very rules and
 * German messages the server applies (core `submissionSchemaOf`), first message per field.
 */
export function checkPublicForm(
  fields: readonly FormField[],
  consentText: string,
  data: FormData,
): PublicFormErrors {
  const schema = submissionSchemaOf(fields, { consent: consentText.trim() !== '' });
  const result = schema.safeParse(valuesOf(fields, data));
  const errors: PublicFormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
