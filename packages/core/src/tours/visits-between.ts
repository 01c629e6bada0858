import type { LocalDate } from '../time-tracking/local-date.ts';
import { applyHolidays, movableFrom, type Holidays } from './holiday-rule.ts';
import { scheduleDates } from './schedule-dates.ts';
import type { HolidayRule, ScheduledVisit, ServiceSchedule } from './service-schedule.ts';

/**
 * An entry's visits happening within [from, to] after its holiday rule, by date: a move can
 * bring one in from before `from` and take one out past `to`. Ranges split at any day split
 * the visits without loss or double counting (the matrix's week, the Leistungsnachweis's month).
 */
export function visitsBetween(
  entry: { schedule: ServiceSchedule; holidayRule: HolidayRule },
  from: LocalDate,
  to: LocalDate,
  holidays: Holidays,
): ScheduledVisit[] {
  const planned = scheduleDates(entry.schedule, movableFrom(from, holidays), to);
  return applyHolidays(planned, holidays, entry.holidayRule).filter(
    (visit) => visit.date >= from && visit.date <= to,
  );
}
