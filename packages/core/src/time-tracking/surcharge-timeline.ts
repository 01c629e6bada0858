import type { CompiledSurcharge } from './surcharge-engine.ts';
import type { DayContext, MinuteRange } from './surcharge-strategy.ts';

/** A stretch of wall-clock minutes of one day with one set of applying surcharges. */
export interface TimelineStep {
  from: number;
  to: number;
  surchargeIds: readonly string[];
  percent: number;
}

/** The steps of a day in order; minutes without any surcharge have no step. */
export type Timeline = readonly TimelineStep[];

interface Candidate {
  compiled: CompiledSurcharge;
  ranges: readonly MinuteRange[];
}

export function covers(ranges: readonly MinuteRange[], minute: number): boolean {
  for (const range of ranges) if (range[0] <= minute && minute < range[1]) return true;
  return false;
}

/** Within a group the highest rate wins; different groups add up. */
function winners(candidates: readonly Candidate[], minute: number): CompiledSurcharge[] {
  const best = new Map<string, CompiledSurcharge>();
  for (const { compiled, ranges } of candidates) {
    if (!covers(ranges, minute)) continue;
    const current = best.get(compiled.group);
    if (!current || compiled.surcharge.value > current.surcharge.value) {
      best.set(compiled.group, compiled);
    }
  }
  return [...best.values()];
}

function cutPoints(candidates: readonly Candidate[]): number[] {
  const points = [0, 1440];
  for (const { ranges } of candidates) for (const [a, b] of ranges) points.push(a, b);
  points.sort((x, y) => x - y);
  return points.filter((p, i) => i === 0 || p !== points[i - 1]);
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Which surcharges apply to each minute of the day described by `day`. */
export function buildTimeline(surcharges: readonly CompiledSurcharge[], day: DayContext): Timeline {
  const candidates: Candidate[] = [];
  for (const compiled of surcharges) {
    if (day.dayNumber < compiled.firstDay || day.dayNumber > compiled.lastDay) continue;
    const ranges = compiled.ranges(day);
    if (ranges.length > 0) candidates.push({ compiled, ranges });
  }
  const steps: TimelineStep[] = [];
  const points = cutPoints(candidates);
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i] as number;
    const to = points[i + 1] as number;
    const won = winners(candidates, from);
    if (won.length === 0) continue;
    const surchargeIds = won.map((c) => c.surcharge.id);
    const last = steps[steps.length - 1];
    if (last && last.to === from && sameIds(last.surchargeIds, surchargeIds)) {
      last.to = to;
      continue;
    }
    const percent = won.reduce((sum, c) => sum + c.surcharge.value, 0);
    steps.push({ from, to, surchargeIds, percent });
  }
  return steps;
}
