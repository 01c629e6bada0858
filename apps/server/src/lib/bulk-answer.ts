import type { BulkPlan } from '@kontor/core/states/index';
import type { BulkResult } from '@kontor/core/schemas/work-item-fields';

/** A bulk action's answer: what moved, what the rules refused, and the ids not found. */
export function bulkAnswer(
  plan: BulkPlan<string, unknown, string>,
  wanted: readonly string[],
  found: readonly { id: string }[],
  notFound: string,
): BulkResult {
  const foundIds = new Set(found.map((record) => record.id));
  return {
    applied: plan.apply.map((a) => a.id),
    refused: [
      ...plan.refused.map(({ id, reason }) => ({ id, reason })),
      ...wanted.filter((id) => !foundIds.has(id)).map((id) => ({ id, reason: notFound })),
    ],
  };
}
