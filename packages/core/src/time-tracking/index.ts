// The public facade of the time-tracking rules; see README.md for examples.
export type * from './types.ts';
export { ABSENCE_TYPES } from './types.ts';
export {
  messages,
  ABSENCE_TYPE_LABELS,
  FULL_DAY_LABEL,
  MONTH_NAMES,
  WEEKDAY_NAMES,
} from './messages.ts';
export { formatHours, formatDate, formatClock, parseClock, isClockTime } from './format.ts';
export {
  isoWeekOf,
  isoWeekDates,
  isoWeeksInYear,
  weekdayOf,
  addDays,
  datesBetween,
} from './local-date.ts';
export { toInstant, toLocal, berlinOffset } from './berlin-time.ts';
export {
  DEFAULT_TIME_SETTINGS,
  FORM_VACATION_DAYS_FALLBACK,
  TIME_SETTINGS_LIMITS,
  recordPeriod,
  startMonthOptions,
  recordYearOptions,
} from './time-settings.ts';
export { plannedDay, FALLBACK_DAY, type PlannedDay } from './planned-day.ts';
export { absenceDays, absenceWorkingDays, takesWorkday } from './absence-days.ts';
export { ABSENCE_STRATEGIES } from './absence-strategies.ts';
export { entryAt } from './entry-builder.ts';
export { fullDayEntry, withAutomaticBreak, canAddTime } from './day-editing.ts';
export type { TimeSheet } from './timesheet.ts';
export type { DayResult } from './day-result.ts';
export { dayResult } from './day-facade.ts';
export {
  monthBalance,
  monthPair,
  yearBalance,
  type YearBalance,
  type YearRow,
} from './year-balance.ts';
export type { SundayFinding } from './sunday-rest.ts';
export type { MonthBalance, BalanceOptions } from './month-balance.ts';
export { monthOutlook, type MonthOutlook, type MonthRest } from './month-outlook.ts';
export { weekOverview, type WeekRow, type WeekEmployee } from './week-overview.ts';
export {
  vacationBalance,
  vacationSummary,
  vacationEntitlement,
  type VacationBalance,
} from './vacation-balance.ts';
export {
  vacationRule,
  waitingPeriodEnd,
  fullMonthsOfEmployment,
  arisenEntitlement,
  type Employment,
  type VacationAccrual,
  type VacationBasis,
  type VacationRule,
} from './vacation-rules.ts';
export {
  validateRecordPeriod,
  formerRecordOf,
  earlierInYear,
  sameYear,
  carryLevels,
  closingValues,
  coveredPeriod,
  type RecordSpan,
  type CarriedValues,
} from './record-chain.ts';
export { entrySurcharges, type EntrySurcharges } from './entry-surcharges.ts';
export { taxFreeSurchargePresets } from './surcharge-presets.ts';
export { legalFindings, type FindingInput } from './legal-findings.ts';
export type { PeriodFinding } from './average-work-time.ts';
export { validateAbsence, type AbsenceDraft, type AbsenceContext } from './absence-validator.ts';
export {
  validateWorkTime,
  validateBreaks,
  validatePartAbsence,
  type TimeDraft,
} from './work-time-validator.ts';
export {
  validateSurcharge,
  validateSurchargeArchive,
  validateHolidayTemplate,
  validateHolidayTemplateDelete,
  validateRecord,
  validateRecordCopy,
  validateTimeSettings,
  isRecordEditable,
} from './settings-validators.ts';
export {
  holidaysFor,
  GERMAN_STATES,
  type GermanState,
  type PublicHoliday,
} from '../holidays/german-holidays.ts';
export {
  holidayCatalog,
  templateDates,
  displayedYears,
  refreshYears,
  type HolidayDates,
  type HolidayTemplate,
} from '../holidays/holiday-catalog.ts';
