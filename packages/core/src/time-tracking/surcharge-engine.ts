import { nextWallPiece, type Instant, type WallPiece } from './berlin-time.ts';
import { civilOf, toDayNumber, weekdayOfDay } from './local-date.ts';
import { dayStrategy } from './surcharge-day.ts';
import type { DayContext, DayFacts, SurchargeStrategy } from './surcharge-strategy.ts';
import { timeStrategy } from './surcharge-time.ts';
import { buildTimeline, type Timeline } from './surcharge-timeline.ts';
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
const withoutRecords = (key: string, value: unknown) =>
  key === 'connectedRecords' ? undefined : value;

/** Surcharges connected to the record, prepared once for many days (and records). */
export function compileSurcharges(
  surcharges: readonly Surcharge[],
  recordId: string,
): readonly CompiledSurcharge[] {
  const connected = surcharges.filter((s) => s.connectedRecords.includes(recordId));
  const key = JSON.stringify(connected, withoutRecords);
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
  let cache = timelineCaches.get(surcharges);
  if (!cache) timelineCaches.set(surcharges, (cache = new Map()));
  const piece: WallPiece = { start: 0, dayNumber: 0, from: 0, to: 0 };
  for (const span of worked) {
    for (let cursor = span.start; cursor < span.end;) {
      cursor = nextWallPiece(cursor, span.end, piece);
      const startedBefore = piece.dayNumber > shiftDay;
      const timeline = timelineOf(surcharges, cache, piece.dayNumber, startedBefore, holidayByDay);
      addPieceSegments(segments, timeline, piece);
    }
  }
  return segments;
}

function addPieceSegments(segments: SurchargeSegment[], timeline: Timeline, piece: WallPiece) {
  for (const step of timeline) {
    if (step.from >= piece.to) break;
    if (step.to <= piece.from) continue;
    const from = Math.max(step.from, piece.from);
    const start = piece.start + (from - piece.from);
    segments.push({
      start,
      end: start + (Math.min(step.to, piece.to) - from),
      surchargeIds: step.surchargeIds,
      percent: step.percent,
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
