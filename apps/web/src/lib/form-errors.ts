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

/**
 * A failed save: the server's field messages go beside the fields, anything else (conflict,
 * network, server error) into a notification. The form keeps what the user typed.
 */
export function showSaveError(error: unknown, setErrors: SetFieldErrors): void {
  setErrors(apiFieldErrors(error));
  if (!(error instanceof ApiError && error.hasFieldErrors)) notify.error(errorMessage(error));
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
export function saveHandlers(successText: string, then: () => void, setErrors: SetFieldErrors) {
  return {
    onSuccess: () => {
      notify.success(successText);
      then();
    },
    onError: (error: unknown) => showSaveError(error, setErrors),
  };
}
