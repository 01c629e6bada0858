import type { LocalDate } from '../time-tracking/local-date.ts';
import type { Cents } from './money.ts';

/** A wage level that holds from `from` on (until the next row). */
export interface WageLevel {
  from: LocalDate;
  cents: Cents;
}

/**
 * The statutory minimum wage per hour (§ 1 Abs. 2 MiLoG), gross, from the day given:
 * - 2015-01-01 8,50 €: § 1 Abs. 2 MiLoG as enacted (Tarifautonomiestärkungsgesetz 2014);
 * - 2017-01-01 8,84 €: Erste Mindestlohnanpassungsverordnung (MiLoV);
 * - 2019-01-01 9,19 €, 2020-01-01 9,35 €: Zweite MiLoV;
 * - 2021-01-01 9,50 €, 2021-07-01 9,60 €, 2022-01-01 9,82 €, 2022-07-01 10,45 €: Dritte MiLoV;
 * - 2022-10-01 12,00 €: § 1 Abs. 2 MiLoG as amended by the Mindestlohnerhöhungsgesetz;
 * - 2024-01-01 12,41 €, 2025-01-01 12,82 €: Vierte MiLoV;
 * - 2026-01-01 13,90 €, 2027-01-01 14,60 €: Fünfte MiLoV.
 * A later Verordnung adds its rows here (§ 11 MiLoG: the Bundesregierung sets the new level).
 */
export const STATUTORY_MINIMUM_WAGES: readonly WageLevel[] = [
  { from: '2015-01-01', cents: 850 },
  { from: '2017-01-01', cents: 884 },
  { from: '2019-01-01', cents: 919 },
  { from: '2020-01-01', cents: 935 },
  { from: '2021-01-01', cents: 950 },
  { from: '2021-07-01', cents: 960 },
  { from: '2022-01-01', cents: 982 },
  { from: '2022-07-01', cents: 1045 },
  { from: '2022-10-01', cents: 1200 },
  { from: '2024-01-01', cents: 1241 },
  { from: '2025-01-01', cents: 1282 },
  { from: '2026-01-01', cents: 1390 },
  { from: '2027-01-01', cents: 1460 },
];

/** The row of `levels` (sorted by `from`) that holds on `date`; undefined before the first. */
export function levelOn(levels: readonly WageLevel[], date: LocalDate): WageLevel | undefined {
  let found: WageLevel | undefined;
  for (const level of levels) {
    if (level.from > date) break;
    found = level;
  }
  return found;
}

/** § 1 Abs. 2 MiLoG: the statutory minimum wage per hour on `date` (0 before 2015). */
export function statutoryMinimumWage(date: LocalDate): Cents {
  return levelOn(STATUTORY_MINIMUM_WAGES, date)?.cents ?? 0;
}

/** The minimum that binds on a day, and where it comes from. */
export interface MinimumWage {
  cents: Cents;
  /** The day this level began. */
  from: LocalDate;
  /** `sector`: a higher sector minimum set for the project (e.g. a Tarifvertrag under the AEntG). */
  source: 'statutory' | 'sector';
}

const byFrom = (a: WageLevel, b: WageLevel) => a.from.localeCompare(b.from);

/**
 * The minimum wage per hour on `date`: the statutory one (§ 1 MiLoG) or the project's sector
 * minimum, whichever is higher (§ 1 Abs. 3 MiLoG: a sector minimum wage under the AEntG or the
 * AÜG takes precedence as long as it is not lower).
 */
export function minimumWageOn(date: LocalDate, sector: readonly WageLevel[] = []): MinimumWage {
  const statutory = levelOn(STATUTORY_MINIMUM_WAGES, date) ?? { from: date, cents: 0 };
  const own = levelOn([...sector].sort(byFrom), date);
  return own && own.cents > statutory.cents
    ? { ...own, source: 'sector' }
    : { ...statutory, source: 'statutory' };
}

/** The days on which the minimum changes, in [from, to] (statutory and sector levels). */
export function minimumWageChanges(
  from: LocalDate,
  to: LocalDate,
  sector: readonly WageLevel[] = [],
): LocalDate[] {
  return [...STATUTORY_MINIMUM_WAGES, ...sector]
    .map((l) => l.from)
    .filter((d) => d > from && d <= to)
    .sort();
}
