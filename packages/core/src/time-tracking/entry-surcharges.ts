import { localDayNumber } from './berlin-time.ts';
import {
  addSegmentMinutes,
  compileSurcharges,
  minutesByRate,
  surchargeSegments,
  type SurchargeSegment,
} from './surcharge-engine.ts';
import { workedSpans } from './spans.ts';
import { compileSheet } from './timesheet.ts';
import type { Surcharge, SurchargeMinutes, TimeEntry, YearRecord } from './types.ts';

export interface EntrySurcharges {
  segments: SurchargeSegment[];
  /** Minutes per total rate, e.g. [{ percent: 25, minutes: 120 }, …]. */
  byRate: { percent: number; minutes: number }[];
  bySurcharge: SurchargeMinutes[];
}

/** How the surcharges of a record apply to one shift, breaks excluded. */
export function entrySurcharges(
  record: YearRecord,
  entry: TimeEntry,
  surcharges: readonly Surcharge[],
): EntrySurcharges {
  const { holidayByDay } = compileSheet({ record, entries: [] });
  const segments = surchargeSegments(
    workedSpans(entry),
    localDayNumber(entry.start),
    compileSurcharges(surcharges, record.id),
    holidayByDay,
  );
  const bySurcharge = [...addSegmentMinutes(segments, new Map())].map(([surchargeId, minutes]) => ({
    surchargeId,
    minutes,
  }));
  return { segments, byRate: minutesByRate(segments), bySurcharge };
}
