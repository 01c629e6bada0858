// Builders shared by the tests of this folder.
import { toInstant } from './berlin-time.ts';
import { parseClock } from './format.ts';
import { DEFAULT_TIME_SETTINGS, recordPeriod } from './time-settings.ts';
import type { Absence, AbsenceType, LocalDate, YearRecord } from './types.ts';

export function makeRecord(overrides: Partial<YearRecord> = {}): YearRecord {
  const year = overrides.year ?? 2025;
  return {
    id: 'record0001',
    userId: 'user000001',
    year,
    ...recordPeriod(year),
    settings: DEFAULT_TIME_SETTINGS,
    initialSaldo: 0,
    initialVacation: 0,
    holidays: new Map(),
    ...overrides,
  };
}

export const at = (date: LocalDate, time: string) => toInstant(date, parseClock(time));

let absenceCounter = 0;
export function makeAbsence(
  type: AbsenceType,
  startDate: LocalDate,
  endDate: LocalDate = startDate,
  state: Absence['state'] = 'approved',
): Absence {
  absenceCounter += 1;
  return {
    id: `absence${String(absenceCounter).padStart(3, '0')}`,
    type,
    startDate,
    endDate,
    state,
  };
}
