import { describe, expect, it } from 'vitest';
import { GERMAN_STATES, holidaysFor, type GermanState } from './german-holidays.ts';

const NATIONWIDE = [
  'Neujahr',
  'Karfreitag',
  'Ostermontag',
  'Maifeiertag',
  'Christi Himmelfahrt',
  'Pfingstmontag',
  'Tag der Deutschen Einheit',
  '1. Weihnachtstag',
  '2. Weihnachtstag',
];

// Statutory holidays beyond the nationwide ones in 2025, per state.
const REGIONAL_2025: Record<GermanState, string[]> = {
  BW: ['Heilige Drei Könige', 'Fronleichnam', 'Allerheiligen'],
  BY: ['Heilige Drei Könige', 'Fronleichnam', 'Allerheiligen'],
  BE: ['Internationaler Frauentag', 'Tag der Befreiung (80. Jahrestag)'],
  BB: ['Ostersonntag', 'Pfingstsonntag', 'Reformationstag'],
  HB: ['Reformationstag'],
  HH: ['Reformationstag'],
  HE: ['Fronleichnam'],
  MV: ['Internationaler Frauentag', 'Reformationstag'],
  NI: ['Reformationstag'],
  NW: ['Fronleichnam', 'Allerheiligen'],
  RP: ['Fronleichnam', 'Allerheiligen'],
  SL: ['Fronleichnam', 'Mariä Himmelfahrt', 'Allerheiligen'],
  SN: ['Reformationstag', 'Buß- und Bettag'],
  ST: ['Heilige Drei Könige', 'Reformationstag'],
  SH: ['Reformationstag'],
  TH: ['Weltkindertag', 'Reformationstag'],
};

describe('German public holidays per state', () => {
  it('knows all sixteen states', () => {
    expect(Object.keys(GERMAN_STATES).sort()).toEqual(Object.keys(REGIONAL_2025).sort());
    expect(GERMAN_STATES.TH).toBe('Thüringen');
  });

  it.each(Object.entries(REGIONAL_2025))(
    '%s has the nationwide and its own holidays in 2025',
    (state, regional) => {
      const names = holidaysFor(state as GermanState, 2025).map((h) => h.name);
      expect(names.sort()).toEqual([...NATIONWIDE, ...regional].sort());
    },
  );

  it('returns sorted dates as YYYY-MM-DD', () => {
    const dates = holidaysFor('NW', 2025).map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe('2025-01-01');
    expect(dates).toContain('2025-04-21');
  });

  it.each([
    ['BE', 2025, '2025-05-08', 'Tag der Befreiung (80. Jahrestag)'],
    ['SN', 2025, '2025-11-19', 'Buß- und Bettag'],
    ['SN', 2026, '2026-11-18', 'Buß- und Bettag'],
    ['MV', 2023, '2023-03-08', 'Internationaler Frauentag'],
    ['MV', 2026, '2026-03-08', 'Internationaler Frauentag'],
    ['TH', 2025, '2025-09-20', 'Weltkindertag'],
    ['BE', 2026, '2026-03-08', 'Internationaler Frauentag'],
    ['BY', 2025, '2025-06-19', 'Fronleichnam'],
    ['BB', 2026, '2026-04-05', 'Ostersonntag'],
  ] as const)('%s %i: %s is %s', (state, year, date, name) => {
    expect(holidaysFor(state, year)).toContainEqual({ date, name });
  });

  it.each([
    ['BE', 2026, 'Tag der Befreiung'],
    ['MV', 2022, 'Internationaler Frauentag'],
    ['BY', 2025, 'Buß- und Bettag'],
    ['SN', 2025, 'Heiliger Abend'],
    ['HE', 2025, 'Ostersonntag'],
  ] as const)('%s %i has no %s', (state, year, name) => {
    expect(holidaysFor(state, year).some((h) => h.name.startsWith(name))).toBe(false);
  });

  it('rejects an unknown state', () => {
    expect(() => holidaysFor('XX' as GermanState, 2025)).toThrow(RangeError);
  });
});
