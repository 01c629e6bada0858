/** What the time importers share around a write: savepoints, pointers, outcomes. */
import type { DbOrTx } from '../../../db/database.ts';
import type { ImportContext, ImportOutcome } from '../contract.ts';
import { timeImportMessages } from './time-messages.ts';
import { pointerId } from './time-values.ts';

export const skipped = (reason: string): ImportOutcome => ({ kind: 'skipped', reason });

export class Skip extends Error {}

/**
 * Runs the writes of one object in a savepoint (a transaction of its own when `db` is none),
 * so a refused write (a constraint, a trigger) rolls back only this object and the run goes on.
 * `refusal` turns a database error into the report's reason, or undefined to rethrow it.
 */
export async function inSavepoint(
  db: DbOrTx,
  write: (tx: DbOrTx) => Promise<ImportOutcome>,
  refusal: (error: unknown) => string | undefined = () => undefined,
): Promise<ImportOutcome> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (error instanceof Skip) return skipped(error.message);
    const reason = refusal(error);
    if (reason === undefined) throw error;
    return skipped(reason);
  }
}

/** The Kontor id of the object a pointer field names; a broken pointer throws Skip. */
export async function required(
  ctx: ImportContext,
  value: unknown,
  field: string,
  className: string,
): Promise<string> {
  const id = pointerId(value);
  const resolved = id ? await ctx.refs.resolve(className, id) : undefined;
  if (!resolved) throw new Skip(timeImportMessages.missingPointer(field, className, id));
  return resolved;
}

/** An importer body that may throw Skip for a missing or bad field. */
export async function orSkipped(body: () => Promise<ImportOutcome>): Promise<ImportOutcome> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof Skip) return skipped(error.message);
    throw error;
  }
}
