/** The answer of a state rule: the state after the step, or why it is refused (German, for a 409). */
export type Outcome<S, C extends string> =
  { ok: true; state: S } | { ok: false; code: C; reason: string };

export const allow = <S>(state: S): { ok: true; state: S } => ({ ok: true, state });

export const refuse = <C extends string>(code: C, reason: string) =>
  ({ ok: false, code, reason }) as const;

/** A refused edit of one field, or null when the edit is allowed. */
export interface EditRefusal<F extends string> {
  field: F;
  reason: string;
}

export interface BulkPlan<Id, S, C extends string> {
  /** Records that take the step, with their new state. */
  apply: { id: Id; state: S }[];
  /** Records that stay as they are, with the reason. */
  refused: { id: Id; code: C; reason: string }[];
}

/** Splits a bulk action ('Aufgaben schließen', 'Tickets schließen', …) into the records it moves and those it refuses. */
export function planBulk<Id, R, S, C extends string>(
  records: readonly { id: Id; record: R }[],
  step: (record: R) => Outcome<S, C>,
): BulkPlan<Id, S, C> {
  const plan: BulkPlan<Id, S, C> = { apply: [], refused: [] };
  for (const { id, record } of records) {
    const outcome = step(record);
    if (outcome.ok) plan.apply.push({ id, state: outcome.state });
    else plan.refused.push({ id, code: outcome.code, reason: outcome.reason });
  }
  return plan;
}
