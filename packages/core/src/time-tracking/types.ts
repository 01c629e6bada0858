import type { Instant } from './berlin-time.ts';
import type { ClockTime } from './format.ts';
import type { LocalDate, Weekday } from './local-date.ts';

export type { Instant, ClockTime, LocalDate, Weekday };

/** The time settings of a yearly record (spec: time_settings). */
export interface TimeSettings {
  weeklyHours: number;
  /** Working weekdays, counted from Monday. */
  weekdaysPerWeek: number;
  pauseMinutes: number;
  vacationDaysPerYear: number;
  startTime: ClockTime;
}

/** A half-open span of real time [start, end). */
export interface Span {
  start: Instant;
  end: Instant;
}

/** A work time entry; it belongs to the local day of its start. */
export interface TimeEntry extends Span {
  breaks: readonly Span[];
}

export const ABSENCE_TYPES = [
  'vacation',
  'compensation_times',
  'illness',
  'payed_absence',
] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

export type AbsenceState = 'created' | 'approved';

/** A full-day absence over a range of dates (spec: Absence). */
export interface Absence {
  id: string;
  type: AbsenceType;
  startDate: LocalDate;
  endDate: LocalDate;
  state: AbsenceState;
}

/** An absence time entry covering part of one day (spec: absence time, state part). */
export interface PartAbsence extends Span {
  type: AbsenceType;
}

/** A yearly record of one user. Saldi are minutes; the initial values come from the former record. */
export interface YearRecord {
  id: string;
  userId: string;
  year: number;
  startDate: LocalDate;
  endDate: LocalDate;
  settings: TimeSettings;
  initialSaldo: number;
  initialVacation: number;
  /** Dates of the record's holiday template in its year, mapped to the holiday id. */
  holidays: ReadonlyMap<LocalDate, string>;
}

export type SurchargeType = 'time' | 'day' | 'overtime';

/** A surcharge (Zuschlag). `value` is a percentage. */
export interface Surcharge {
  id: string;
  name: string;
  type: SurchargeType;
  value: number;
  startDate: LocalDate;
  endDate?: LocalDate | null;
  connectedRecords: readonly string[];
  /** Type time: the window (end ≤ start crosses midnight). Type day: optional part of the day. */
  time?: { start: ClockTime; end: ClockTime };
  /** Type day: matching weekdays, holidays of the template (true = all), or fixed 'MM-DD' dates. */
  days?: {
    weekdays?: readonly Weekday[];
    holidays?: boolean | readonly string[];
    dates?: readonly string[];
  };
  /** Count only when the shift began on the previous day (§3b: 0–4 h after a shift begun before midnight). */
  onlyIfStartedBeforeMidnight?: boolean;
  /**
   * Type day: also 0–4 h of the following day when the shift began before midnight on a
   * matching day (§3b Abs. 3 Nr. 2 EStG: Sunday and holiday rates run on until 4 o'clock).
   */
  continuesUntilFourNextDay?: boolean;
  /** Within a group only the highest rate applies to a minute (e.g. a holiday replaces Sunday). */
  group?: string;
}

export interface SurchargeMinutes {
  surchargeId: string;
  minutes: number;
}

export type FindingCode =
  | 'dailyMaximum'
  | 'breakAfterSix'
  | 'breakAfterNine'
  | 'continuousWork'
  | 'restPeriod'
  | 'sunday'
  | 'holiday'
  | 'sixMonthAverage'
  | 'substituteRestDay'
  | 'freeSundays';

export interface Finding {
  code: FindingCode;
  message: string;
}

/** One German validation message for one form field. */
export interface Issue {
  field: string;
  message: string;
}
