import { nextWallPiece, type Instant, type WallPiece } from './berlin-time.ts';
import { civilOf, toDayNumber, weekdayOfDay } from './local-date.ts';
import { dayStrategy } from './surcharge-day.ts';
import type { DayContext, MinuteRange, SurchargeStrategy } from './surcharge-strategy.ts';
import { timeStrategy } from './surcharge-time.ts';
import type { Span, Surcharge, SurchargeType } from './types.ts';

export interface CompiledSurcharge {
  surcharge: Surcharge;
  group: string;
  firstDay: number;
  lastDay: number;
  ranges: SurchargeStrategy;
}

const NO_RANGES: SurchargeStrategy = () => [];

// Overtime is settled per week at month level, so it has no minute ranges.
const STRATEGIES: Record<SurchargeType, (surcharge: Surcharge) => SurchargeStrategy> = {
  time: timeStrategy,
  day: dayStrategy,
  overtime: () => NO_RANGES,
};

/** Surcharges connected to the record, prepared once for many days. */
export function compileSurcharges(
  surcharges: readonly Surcharge[],
  recordId: string,
): CompiledSurcharge[] {
  return surcharges
    .filter((s) => s.connectedRecords.includes(recordId))
    .map((surcharge) => ({
      surcharge,
      group: surcharge.group ?? surcharge.id,
      firstDay: toDayNumber(surcharge.startDate),
      lastDay: surcharge.endDate ? toDayNumber(surcharge.endDate) : Infinity,
      ranges: STRATEGIES[surcharge.type](surcharge),
    }));
}

/** A stretch of work with one set of applying surcharges. */
export interface SurchargeSegment {
  start: Instant;
  end: Instant;
  surchargeIds: string[];
  percent: number;
}

interface Candidate {
  compiled: CompiledSurcharge;
  ranges: readonly MinuteRange[];
}

// Plain loops: these run for every piece of every shift.
export function covers(ranges: readonly MinuteRange[], minute: number): boolean {
  for (const range of ranges) if (range[0] <= minute && minute < range[1]) return true;
  return false;
}

export function overlaps(ranges: readonly MinuteRange[], from: number, to: number): boolean {
  for (const range of ranges) if (range[0] < to && from < range[1]) return true;
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

function cutPoints(candidates: readonly Candidate[], from: number, to: number): number[] {
  const points = [from, to];
  for (const { ranges } of candidates) {
    for (const [a, b] of ranges) {
      if (a > from && a < to) points.push(a);
      if (b > from && b < to) points.push(b);
    }
  }
  points.sort((x, y) => x - y);
  return points.filter((p, i) => i === 0 || p !== points[i - 1]);
}

/**
 * The surcharge segments of worked spans of one shift; `shiftDay` is the local day the
 * shift began on. Holidays are looked up by day number.
 */
export function surchargeSegments(
  worked: readonly Span[],
  shiftDay: number,
  surcharges: readonly CompiledSurcharge[],
  holidayByDay: ReadonlyMap<number, string>,
): SurchargeSegment[] {
  const segments: SurchargeSegment[] = [];
  if (surcharges.length === 0) return segments;
  const piece: WallPiece = { start: 0, dayNumber: 0, from: 0, to: 0 };
  for (const span of worked) {
    for (let cursor = span.start; cursor < span.end;) {
      cursor = nextWallPiece(cursor, span.end, piece);
      const candidates = candidatesOf(piece, shiftDay, surcharges, holidayByDay);
      if (candidates) addPieceSegments(segments, candidates, piece);
    }
  }
  return segments;
}

function candidatesOf(
  piece: WallPiece,
  shiftDay: number,
  surcharges: readonly CompiledSurcharge[],
  holidayByDay: ReadonlyMap<number, string>,
): Candidate[] | undefined {
  let candidates: Candidate[] | undefined;
  let day: DayContext | undefined;
  for (const compiled of surcharges) {
    if (piece.dayNumber < compiled.firstDay || piece.dayNumber > compiled.lastDay) continue;
    day ??= dayContext(piece.dayNumber, shiftDay, holidayByDay);
    const ranges = compiled.ranges(day);
    if (overlaps(ranges, piece.from, piece.to)) (candidates ??= []).push({ compiled, ranges });
  }
  return candidates;
}

// One context object for all pieces: strategies only read it during the call.
const sharedDay: DayContext = {
  dayNumber: 0,
  weekday: 0,
  monthDay: 0,
  holidayId: undefined,
  startedBeforeMidnight: false,
};

function dayContext(
  dayNumber: number,
  shiftDay: number,
  holidayByDay: ReadonlyMap<number, string>,
): DayContext {
  const { month, day } = civilOf(dayNumber);
  sharedDay.dayNumber = dayNumber;
  sharedDay.weekday = weekdayOfDay(dayNumber);
  sharedDay.monthDay = month * 100 + day;
  sharedDay.holidayId = holidayByDay.get(dayNumber);
  sharedDay.startedBeforeMidnight = dayNumber > shiftDay;
  return sharedDay;
}

function addPieceSegments(
  segments: SurchargeSegment[],
  candidates: readonly Candidate[],
  piece: WallPiece,
): void {
  const points = cutPoints(candidates, piece.from, piece.to);
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i] as number;
    const won = winners(candidates, from);
    if (won.length === 0) continue;
    const start = piece.start + (from - piece.from);
    segments.push({
      start,
      end: start + ((points[i + 1] as number) - from),
      surchargeIds: won.map((c) => c.surcharge.id),
      percent: won.reduce((sum, c) => sum + c.surcharge.value, 0),
    });
  }
}

/** Adds each segment's minutes to the surcharges that apply in it. */
export function addSegmentMinutes(
  segments: readonly SurchargeSegment[],
  into: Map<string, number>,
): Map<string, number> {
  for (const segment of segments) {
    for (const id of segment.surchargeIds) {
      into.set(id, (into.get(id) ?? 0) + segment.end - segment.start);
    }
  }
  return into;
}

/** Minutes per total rate, in the order the rates first occur (e.g. 25 %, 90 %, 75 %). */
export function minutesByRate(
  segments: readonly SurchargeSegment[],
): { percent: number; minutes: number }[] {
  const byRate = new Map<number, number>();
  for (const s of segments) byRate.set(s.percent, (byRate.get(s.percent) ?? 0) + s.end - s.start);
  return [...byRate].map(([percent, minutes]) => ({ percent, minutes }));
}
