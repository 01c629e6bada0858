import { toInstant, type Instant } from '../time-tracking/berlin-time.ts';
import { addDays, type LocalDate } from '../time-tracking/local-date.ts';
import { isMarginal, type EmploymentType } from './employment.ts';

/**
 * § 17 Abs. 1 Satz 1 MiLoG: start, end and duration of each day's work are recorded "spätestens
 * bis zum Ablauf des siebten auf den Tag der Arbeitsleistung folgenden Kalendertages". Calendar
 * days: a Sunday or holiday neither stops nor extends the count (§ 193 BGB moves only a
 * deadline for a declaration or performance, not this one). An entry belongs to the day its
 * work begins on (a night shift to its first day), the stricter reading.
 */
export const RECORDING_DAYS = 7;

/** The last day on which the work of `date` may be recorded in time. */
export const recordingDeadline = (date: LocalDate): LocalDate => addDays(date, RECORDING_DAYS);

/** The first instant that is too late: midnight (Europe/Berlin) after the last day. */
export const recordingDeadlineEnd = (date: LocalDate): Instant =>
  toInstant(addDays(date, RECORDING_DAYS + 1), 0);

/** Whether work on `date`, recorded at `recordedAt` (engine instant, minutes), was late. */
export const isRecordedLate = (date: LocalDate, recordedAt: Instant): boolean =>
  recordedAt >= recordingDeadlineEnd(date);

/**
 * Whom § 17 Abs. 1 MiLoG applies to: the geringfügig Beschäftigte of § 8 Abs. 1 SGB IV
 * (Minijob and short-term employment), and everyone in a sector of § 2a SchwarzArbG (the
 * project's setting; building cleaning is Nr. 8). The exemptions of the MiLoDokV (earnings above
 * its thresholds, close relatives) are not judged here.
 */
export const recordingRequired = (type: EmploymentType | null | undefined, sector2a: boolean) =>
  sector2a || isMarginal(type);

/**
 * The days whose deadline ends within `withinDays` days from `today` (today's included): a day
 * without time on one of these becomes late soon. Oldest first.
 */
export function dueSoonDates(today: LocalDate, withinDays = 2): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let ahead = 0; ahead <= withinDays; ahead++)
    dates.push(addDays(today, ahead - RECORDING_DAYS));
  return dates;
}
