import { holidaysFor, type GermanState } from './german-holidays.ts';

/** A holiday with its date per year (spec: Holiday.dates maps a year to a date). */
export interface HolidayDates {
  name: string;
  dates: Record<string, string>;
}

/** A named set of holidays (spec: Template of type 'holiday'). */
export interface HolidayTemplate {
  id: string;
  name: string;
  holidayIds: readonly string[];
}

/** Years the holidays table shows: the current one and the next four. */
export function displayedYears(currentYear: number): number[] {
  return Array.from({ length: 5 }, (_, i) => currentYear + i);
}

/** Years 'Daten aktualisieren' fills: the current one and the next six. */
export function refreshYears(currentYear: number): number[] {
  return Array.from({ length: 7 }, (_, i) => currentYear + i);
}

/** Holidays of a state over several years, one entry per name with the date of each year. */
export function holidayCatalog(state: GermanState, years: readonly number[]): HolidayDates[] {
  const byName = new Map<string, HolidayDates>();
  for (const year of years) {
    for (const { date, name } of holidaysFor(state, year)) {
      const entry = byName.get(name) ?? { name, dates: {} };
      entry.dates[String(year)] = date;
      byName.set(name, entry);
    }
  }
  return [...byName.values()];
}

/** The dates of a template's holidays in one year, mapped to the holiday id (for a record). */
export function templateDates(
  template: HolidayTemplate,
  holidays: ReadonlyMap<string, HolidayDates>,
  year: number,
): Map<string, string> {
  const dates = new Map<string, string>();
  for (const id of template.holidayIds) {
    const date = holidays.get(id)?.dates[String(year)];
    if (date) dates.set(date, id);
  }
  return dates;
}
