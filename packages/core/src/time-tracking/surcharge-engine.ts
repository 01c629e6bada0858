import { nextWallPiece, type Instant, type WallPiece } from './berlin-time.ts';
import { civilOf, toDayNumber, weekdayOfDay } from './local-date.ts';
import { dayStrategy } from './surcharge-day.ts';
import type { DayContext, DayFacts, SurchargeStrategy } from './surcharge-strategy.ts';
import { timeStrategy } from './surcharge-time.ts';
import { buildTimeline, type Timeline, type TimelineStep } from './surcharge-timeline.ts';
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

// Records mostly share one set of surcharges (e.g. the § 3b presets), each record with its own
// objects: compiled by content, one set and its day timelines serve all of them.
const compiledSets = new Map<string, readonly CompiledSurcharge[]>();
const MAX_SETS = 64;
// A plain JSON.stringify (no replacer callback) stays on V8's fast path.
const contentKey = (surcharges: readonly Surcharge[]) =>
  JSON.stringify(surcharges.map(({ connectedRecords: _, ...content }) => content));

/** Surcharges connected to the record, prepared once for many days (and records). */
export function compileSurcharges(
  surcharges: readonly Surcharge[],
  recordId: string,
): readonly CompiledSurcharge[] {
  const connected = surcharges.filter((s) => s.connectedRecords.includes(recordId));
  const key = contentKey(connected);
  let compiled = compiledSets.get(key);
  if (!compiled) {
    if (compiledSets.size >= MAX_SETS) compiledSets.clear();
    compiled = Object.freeze(
      connected.map((surcharge) => ({
        surcharge,
        group: surcharge.group ?? surcharge.id,
        firstDay: toDayNumber(surcharge.startDate),
        lastDay: surcharge.endDate ? toDayNumber(surcharge.endDate) : Infinity,
        ranges: STRATEGIES[surcharge.type](surcharge),
      })),
    );
    compiledSets.set(key, compiled);
  }
  return compiled;
}

/** A stretch of work with one set of applying surcharges. */
export interface SurchargeSegment {
  start: Instant;
  end: Instant;
  surchargeIds: readonly string[];
  percent: number;
}

interface CachedTimeline {
  holidayId: string | undefined;
  previousHolidayId: string | undefined;
  timeline: Timeline;
}

/** Per compiled set: day number × 2 (+1 when the shift began the day before) → timeline. */
type TimelineCache = Map<number, CachedTimeline>;
const timelineCaches = new WeakMap<readonly CompiledSurcharge[], TimelineCache>();

function dayFacts(dayNumber: number, holidayId: string | undefined): DayFacts {
  const { month, day } = civilOf(dayNumber);
  return { weekday: weekdayOfDay(dayNumber), monthDay: month * 100 + day, holidayId };
}

function timelineOf(
  surcharges: readonly CompiledSurcharge[],
  cache: TimelineCache,
  dayNumber: number,
  startedBeforeMidnight: boolean,
  holidayByDay: ReadonlyMap<number, string>,
): Timeline {
  const holidayId = holidayByDay.get(dayNumber);
  // The day before matters only to a shift begun then (Sunday / holiday rates until 4 h).
  const previousHolidayId = startedBeforeMidnight ? holidayByDay.get(dayNumber - 1) : undefined;
  const key = dayNumber * 2 + (startedBeforeMidnight ? 1 : 0);
  const cached = cache.get(key);
  if (
    cached !== undefined &&
    cached.holidayId === holidayId &&
    cached.previousHolidayId === previousHolidayId
  ) {
    return cached.timeline;
  }
  const day: DayContext = {
    ...dayFacts(dayNumber, holidayId),
    dayNumber,
    startedBeforeMidnight,
    previous: startedBeforeMidnight ? dayFacts(dayNumber - 1, previousHolidayId) : undefined,
  };
  const timeline = buildTimeline(surcharges, day);
  cache.set(key, { holidayId, previousHolidayId, timeline });
  return timeline;
}

// Reused: the engine is synchronous and runs for every shift.
const piece: WallPiece = { start: 0, dayNumber: 0, from: 0, to: 0 };

/**
 * Calls `visit(context, start, end, step)` for each stretch of the worked spans of one shift
 * with one set of surcharges; `shiftDay` is the local day the shift began on. The context
 * argument spares a closure per shift.
 */
function visitSteps<C>(
  worked: readonly Span[],
  shiftDay: number,
  surcharges: readonly CompiledSurcharge[],
  holidayByDay: ReadonlyMap<number, string>,
  visit: (context: C, start: Instant, end: Instant, step: TimelineStep) => void,
  context: C,
): void {
  if (surcharges.length === 0) return;
  let cache = timelineCaches.get(surcharges);
  if (!cache) timelineCaches.set(surcharges, (cache = new Map()));
  for (const span of worked) {
    for (let cursor = span.start; cursor < span.end;) {
      cursor = nextWallPiece(cursor, span.end, piece);
      const startedBefore = piece.dayNumber > shiftDay;
      const timeline = timelineOf(surcharges, cache, piece.dayNumber, startedBefore, holidayByDay);
      for (const step of timeline) {
        if (step.from >= piece.to) break;
        if (step.to <= piece.from) continue;
        const from = Math.max(step.from, piece.from);
        const start = piece.start + (from - piece.from);
        visit(context, start, start + (Math.min(step.to, piece.to) - from), step);
      }
    }
  }
}

function pushSegment(
  segments: SurchargeSegment[],
  start: Instant,
  end: Instant,
  step: TimelineStep,
): void {
  segments.push({ start, end, surchargeIds: step.surchargeIds, percent: step.percent });
}

function addMinutes(into: Map<string, number>, start: Instant, end: Instant, step: TimelineStep) {
  for (const id of step.surchargeIds) into.set(id, (into.get(id) ?? 0) + end - start);
}

/** The surcharge segments of worked spans of one shift begun on local day `shiftDay`. */
export function surchargeSegments(
  worked: readonly Span[],
  shiftDay: number,
  surcharges: readonly CompiledSurcharge[],
  holidayByDay: ReadonlyMap<number, string>,
): SurchargeSegment[] {
  const segments: SurchargeSegment[] = [];
  visitSteps(worked, shiftDay, surcharges, holidayByDay, pushSegment, segments);
  return segments;
}

/** Adds the minutes of each surcharge in the worked spans of one shift, without segments. */
export function addSurchargeMinutes(
  worked: readonly Span[],
  shiftDay: number,
  surcharges: readonly CompiledSurcharge[],
  holidayByDay: ReadonlyMap<number, string>,
  into: Map<string, number>,
): void {
  visitSteps(worked, shiftDay, surcharges, holidayByDay, addMinutes, into);
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
