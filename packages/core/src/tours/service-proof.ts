import {
  COST_TYPES,
  isAllocable,
  type ServiceProof,
  type ServiceProofRow,
  type VisitCounts,
} from '../schemas/services.ts';

const zero = (): VisitCounts => ({ total: 0, done: 0, missed: 0, skipped: 0, planned: 0 });

function count(into: VisitCounts, row: ServiceProofRow) {
  into.total += 1;
  into[row.status] += 1;
}

const byDay = (a: ServiceProofRow, b: ServiceProofRow) =>
  a.date.localeCompare(b.date) ||
  a.plannedDate.localeCompare(b.plannedDate) ||
  a.service.localeCompare(b.service, 'de') ||
  a.entryId.localeCompare(b.entryId);

/**
 * Groups a month's visits by cost type (in the order of COST_TYPES, empty groups left out),
 * each by day, and counts them per group and as totals umlagefähig / nicht umlagefähig
 * (§ 2 BetrKV: only the listed operating costs may be passed on to tenants).
 */
export function buildServiceProof(
  property: ServiceProof['property'],
  month: string,
  rows: readonly ServiceProofRow[],
): ServiceProof {
  const totals = { allocable: zero(), notAllocable: zero() };
  const groups = COST_TYPES.flatMap((costType) => {
    const own = rows.filter((r) => r.costType === costType).sort(byDay);
    if (own.length === 0) return [];
    const allocable = isAllocable(costType);
    const counts = zero();
    for (const row of own) {
      count(counts, row);
      count(allocable ? totals.allocable : totals.notAllocable, row);
    }
    return [{ costType, allocable, counts, rows: own }];
  });
  return { property, month, groups, totals };
}
