import type { ZodError } from 'zod';
import { ApiError } from './api-client.ts';

export type FieldErrors = Record<string, string>;

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
