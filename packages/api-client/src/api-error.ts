import type { components } from './openapi.d.ts';

type Problem = components['schemas']['Problem'];

export const UNKNOWN_ERROR = 'Unbekannter Fehler';
export const NETWORK_ERROR = 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.';

/** A failed API call, carrying the German problem+json detail and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly fieldErrors: Record<string, string[]>;
  /** Seconds until the next try is possible (a 429's Retry-After header), if the answer said. */
  readonly retryAfter: number | undefined;
  /** The whole problem answer, for extension members (a 409's `current` version). */
  readonly body: unknown;

  constructor(
    status: number,
    detail: string,
    fieldErrors: Record<string, string[]> = {},
    retryAfter?: number,
    body?: unknown,
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.retryAfter = retryAfter;
    this.body = body;
  }

  /** First message for a field path such as `name` or `settings.keyNumber`. */
  fieldError(path: string): string | undefined {
    return this.fieldErrors[path]?.[0];
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns any answer body into an ApiError; tolerant of non-problem bodies (proxies, HTML). */
/** Retry-After in seconds (the delay form; a date form is not sent by Kontor). */
function secondsOf(retryAfter: string | null | undefined): number | undefined {
  const seconds = Number(retryAfter);
  return retryAfter && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

export function toApiError(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const wait = secondsOf(retryAfter);
  if (!isRecord(body)) return new ApiError(status, UNKNOWN_ERROR, {}, wait);
  const problem = body as Partial<Problem>;
  const detail =
    typeof problem.detail === 'string' && problem.detail.trim() !== ''
      ? problem.detail
      : typeof problem.title === 'string' && problem.title.trim() !== ''
        ? problem.title
        : UNKNOWN_ERROR;
  const fieldErrors: Record<string, string[]> = {};
  if (isRecord(problem.errors)) {
    for (const [field, messages] of Object.entries(problem.errors)) {
      if (Array.isArray(messages)) {
        const texts = messages.filter((m): m is string => typeof m === 'string');
        if (texts.length > 0) fieldErrors[field] = texts;
      }
    }
  }
  return new ApiError(status, detail, fieldErrors, wait, body);
}

/** German text for any thrown value, for toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}
