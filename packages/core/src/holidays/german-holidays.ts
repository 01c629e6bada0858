import Holidays from 'date-holidays';

/** The sixteen Bundesländer by their ISO 3166-2 subdivision code. */
export const GERMAN_STATES = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;

export type GermanState = keyof typeof GERMAN_STATES;

export interface PublicHoliday {
  /** 'YYYY-MM-DD' */
  date: string;
  /** German name as the holiday data spells it. */
  name: string;
}

const calendars = new Map<GermanState, Holidays>();

function calendarOf(state: GermanState): Holidays {
  let calendar = calendars.get(state);
  if (!calendar) {
    if (!(state in GERMAN_STATES)) throw new RangeError(`Unknown state: ${state}`);
    calendar = new Holidays('DE', state);
    calendars.set(state, calendar);
  }
  return calendar;
}

/** Statutory public holidays of a state in a year, in date order (as the library returns them); offline. */
export function holidaysFor(state: GermanState, year: number): PublicHoliday[] {
  return calendarOf(state)
    .getHolidays(year, 'de')
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
}
