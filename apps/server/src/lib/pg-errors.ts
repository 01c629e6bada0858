/** Walks the cause chain (Drizzle wraps driver errors) for a PostgreSQL error code. */
function pgError(
  error: unknown,
): { code?: string; constraint?: string; constraint_name?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as { code: string };
    }
    current = candidate.cause;
  }
  return undefined;
}

function violates(error: unknown, code: string, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== code) return false;
  if (!constraint) return true;
  const name = e.constraint ?? e.constraint_name;
  // PGlite may not report the constraint name; fall back to matching the message.
  return name ? name === constraint : String((e as Error).message).includes(constraint);
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23505', constraint);
}

/** A check constraint, or a trigger raising check_violation with its rule's name, fired. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  return violates(error, '23514', constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}

/** Class 22 "data exception" (bad encoding, out of range …): the input was bad, not the server. */
export function isDataException(error: unknown): boolean {
  return pgError(error)?.code?.startsWith('22') ?? false;
}

/** An exclusion constraint fired (e.g. two time entries of one user overlap). */
export function isExclusionViolation(error: unknown): boolean {
  return pgError(error)?.code === '23P01';
}
