import { ABSENCE_STRATEGIES } from './absence-strategies.ts';
import { localDayNumber } from './berlin-time.ts';
import { legalFindings } from './legal-findings.ts';
import { fromDayNumber, SUNDAY, weekdayOfDay, type LocalDate, type Weekday } from './local-date.ts';
import type { PlannedDay } from './planned-day.ts';
import { addSurchargeMinutes } from './surcharge-engine.ts';
import { breakMinutes, mergeSpans, spanMinutes, workedSpans } from './spans.ts';
import type { CompiledSheet } from './timesheet.ts';
import type { AbsenceType, Finding, Instant, Span, SurchargeMinutes } from './types.ts';
import { workedDays, workStretches } from './work-stretches.ts';

/** The result of one day; all durations in minutes. */
export interface DayResult {
  date: LocalDate;
  weekday: Weekday;
  holidayId: string | undefined;
  planned: PlannedDay;
  /** Approved full-day absence. */
  absence: AbsenceType | undefined;
  /** Sum of the entries, breaks included (Arbeitszeit in the week overview). */
  workTime: number;
  breaks: number;
  /** workTime minus breaks. */
  worked: number;
  /** Time credited by absences. */
  credited: number;
  /** worked plus credited (Ist). */
  actual: number;
  /** actual minus the planned time (Soll). */
  saldo: number;
  surcharges: SurchargeMinutes[];
  findings: Finding[];
  lastEnd: Instant | undefined;
}

const NONE: never[] = [];

// Surcharge minutes of the day being computed; reused, computeDay is synchronous.
const dayMinutes = new Map<string, number>();

// One allocation site for every day's list, so V8 sees one array shape (bookOvertime adds to it).
function surchargeList(minutes: Map<string, number>): SurchargeMinutes[] {
  const list: SurchargeMinutes[] = [];
  for (const [surchargeId, m] of minutes) list.push({ surchargeId, minutes: m });
  return list;
}

/**
 * Computes one day of a compiled sheet; `previousEnd` is the end of the latest earlier entry.
 * `findings: false` leaves the legal findings out (figures only, e.g. the records table).
 */
export function computeDay(
  sheet: CompiledSheet,
  dayNumber: number,
  previousEnd?: Instant,
  findings = true,
): DayResult {
  const weekday = weekdayOfDay(dayNumber);
  const holidayId = sheet.holidayByDay.get(dayNumber);
  const working = weekday < sheet.weekdaysPerWeek && holidayId === undefined;
  const planned = working ? sheet.workingDay : sheet.dayOff;
  const entries = sheet.entriesByDay.get(dayNumber) ?? NONE;

  let workTime = 0;
  let breaks = 0;
  let lastEnd: Instant | undefined;
  let daySpans: Span[] = NONE;
  if (dayMinutes.size > 0) dayMinutes.clear();
  for (const entry of entries) {
    workTime += spanMinutes(entry);
    breaks += breakMinutes(entry);
    if (lastEnd === undefined || entry.end > lastEnd) lastEnd = entry.end;
    const spans = workedSpans(entry);
    daySpans = daySpans === NONE ? spans : [...daySpans, ...spans];
    if (sheet.surcharges.length > 0) {
      addSurchargeMinutes(spans, dayNumber, sheet.surcharges, sheet.holidayByDay, dayMinutes);
    }
  }

  const absence = sheet.absenceByDay.get(dayNumber);
  let credited = absence ? ABSENCE_STRATEGIES[absence].fullDayCredit(planned) : 0;
  for (const part of sheet.partsByDay.get(dayNumber) ?? NONE) {
    credited += ABSENCE_STRATEGIES[part.type].partCredit(spanMinutes(part));
  }

  const worked = workTime - breaks;
  const actual = worked + credited;
  return {
    date: fromDayNumber(dayNumber),
    weekday,
    holidayId,
    planned,
    absence,
    workTime,
    breaks,
    worked,
    credited,
    actual,
    saldo: actual - planned.target,
    surcharges: surchargeList(dayMinutes),
    findings: findings && worked > 0 ? dayFindings(sheet, daySpans, worked, previousEnd) : [],
    lastEnd,
  };
}

// Judged on the worked spans of all the day's entries, so splitting an entry at a rest break
// or recording the break as a gap between two entries changes nothing.
function dayFindings(
  sheet: CompiledSheet,
  spans: Span[],
  worked: number,
  previousEnd: Instant | undefined,
): Finding[] {
  const merged = isSortedDisjoint(spans) ? spans : mergeSpans(spans);
  const { restBreaks, longestStretch } = workStretches(merged);
  const firstDay = localDayNumber((merged[0] as Span).start);
  const lastDay = localDayNumber((merged[merged.length - 1] as Span).end - 1);
  let isSunday = false;
  let isHoliday = false;
  for (const n of firstDay === lastDay ? [firstDay] : workedDays(merged)) {
    isSunday ||= weekdayOfDay(n) === SUNDAY;
    isHoliday ||= sheet.holidayByDay.has(n);
  }
  return legalFindings({
    worked,
    breaks: restBreaks,
    longestStretch,
    firstStart: (merged[0] as Span).start,
    previousEnd,
    isSunday,
    isHoliday,
  });
}

function isSortedDisjoint(spans: readonly Span[]): boolean {
  for (let i = 1; i < spans.length; i++) {
    if ((spans[i] as Span).start < (spans[i - 1] as Span).end) return false;
  }
  return true;
}
