import type { ZodError, ZodType } from 'zod';
import { ApiError, errorMessage } from './api-client.ts';
import { notify } from './notify.ts';

export type FieldErrors = Record<string, string>;
type SetFieldErrors = (errors: FieldErrors) => void;

/** First message per field path (`settings.keyNumber`) from a zod validation error. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in result)) result[path] = issue.message;
  }
  return result;
}

/** First message per field from a server problem+json answer; empty for other errors. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (error instanceof ApiError) {
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      if (messages[0]) result[path] = messages[0];
    }
  }
  return result;
}

/**
 * A `@mantine/form` validator from a core zod schema: the same rules and German messages as
 * the server, keyed by the same dotted paths (`settings.keyNumber`). `toBody` maps the form's
 * values onto the schema's input where they differ (e.g. an empty number field → null).
 */
export function schemaResolver<S extends ZodType, V>(
  schema: S,
  toBody: (values: V) => unknown = (values) => values,
): (values: V) => FieldErrors {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    return parsed.success ? {} : zodFieldErrors(parsed.error);
  };
}

/** True when `path` (`settings.keyNumber`, `images.0`) names a value of the form. */
export function hasValuePath(values: unknown, path: string): boolean {
  let current = values;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

/** What a refused request means for a form: messages beside its fields, and a text for a toast. */
export interface Refusal {
  /** Messages of the fields the form shows, keyed by path. */
  fields: FieldErrors;
  /**
   * The text no field can show (null when every message has its field): the message of a field
   * the form does not have (an overlap with other records), else the server's detail.
   */
  message: string | null;
}

/** Splits a failed request into messages beside the form's fields and the rest. */
export function refusalOf(error: unknown, shows: (path: string) => boolean): Refusal {
  const all = apiFieldErrors(error);
  const fields: FieldErrors = {};
  let hidden: string | undefined;
  for (const [path, message] of Object.entries(all)) {
    if (shows(path)) fields[path] = message;
    else hidden ??= message;
  }
  const message = hidden ?? (Object.keys(all).length === 0 ? errorMessage(error) : null);
  return { fields, message };
}

/** A form the kit shows a refusal on (a `@mantine/form` form has both). */
export interface RefusedForm {
  setErrors: SetFieldErrors;
  getValues: () => unknown;
}

/**
 * A failed save: the server's messages of the form's fields go beside them; a message of a field
 * the form does not have, or a refusal without field messages (conflict, network, server
 * error), becomes a notification. The form keeps what the user typed.
 */
export function showSaveError(error: unknown, form: RefusedForm): void {
  const values = form.getValues();
  const { fields, message } = refusalOf(error, (path) => hasValuePath(values, path));
  form.setErrors(fields);
  if (message !== null) notify.error(message);
}

/**
 * The message a form shows as a whole after a failed request: none when the server only
 * objected to fields the form shows; else `message`, else the message of a field it does not
 * show (a link's token), else the server's text.
 */
export function formFailure(
  error: unknown,
  fieldErrors: FieldErrors,
  shownFields: readonly string[],
  message?: string,
): string | null {
  const paths = Object.keys(fieldErrors);
  const hidden = paths.find((path) => !shownFields.includes(path));
  if (paths.length > 0 && !hidden) return null;
  return message ?? (hidden ? fieldErrors[hidden] : undefined) ?? errorMessage(error);
}

/**
 * Mutation callbacks of a form that saves and closes: on success a notification with
 * `successText`, then `then()` (usually closing the modal); on failure `showSaveError`.
 */
export function saveHandlers(successText: string, then: () => void, form: RefusedForm) {
  return {
    onSuccess: () => {
      notify.success(successText);
      then();
    },
    onError: (error: unknown) => showSaveError(error, form),
  };
}
