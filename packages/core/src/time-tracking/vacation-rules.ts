import { civilOf, dayNumberOf, daysInMonth, fromDayNumber, toDayNumber } from './local-date.ts';
import type { LocalDate, YearRecord } from './types.ts';

/** The employment the leave belongs to; a record that changes the hours is not a new one. */
export interface Employment {
  start: LocalDate;
  /** Last day of the employment; null while it lasts. */
  end?: LocalDate | null;
}

/** 'statutory': §§ 4, 5 BUrlG. 'proRata': the contract grants a twelfth per month anyway. */
export type VacationAccrual = 'statutory' | 'proRata';

/** Why the year's leave is what it is (shown beside the figures). */
export type VacationBasis =
  /** § 4 BUrlG: the full yearly leave, on 1 January or on completing the waiting period. */
  | 'full'
  /** § 5 Abs. 1 a: the waiting period is not completed in this year. */
  | 'partialNoWaiting'
  /** § 5 Abs. 1 b: leaving before the waiting period ends. */
  | 'partialLeavingEarly'
  /** § 5 Abs. 1 c: leaving after it in the first half of the year. */
  | 'partialLeavingFirstHalf'
  /** The project's setting: a twelfth per full month, as the contract says. */
  | 'proRata'
  /** No day of the year lies in the employment. */
  | 'notEmployed';

export interface VacationRule {
  basis: VacationBasis;
  /** Last day of the six-month waiting period (§ 4 BUrlG). */
  waitingPeriodEnd: LocalDate;
  /** 'full': the day the year's leave arises (1 January, or the waiting period's last day). */
  arisesOn: LocalDate | null;
}

/** The same day `months` later; a day the month lacks becomes its last (§ 188 Abs. 3 BGB). */
function addMonths(date: LocalDate, months: number): number {
  const { year, month, day } = civilOf(toDayNumber(date));
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return dayNumberOf(y, m, Math.min(day, daysInMonth(y, m)));
}

/**
 * Last day of the waiting period: six months from the start day (§ 4 BUrlG), ending with the
 * day before the one of the same number (§§ 187 Abs. 2, 188 Abs. 2 BGB): 1 January → 30 June,
 * 1 July → 31 December, 15 August → 14 February; where that day is missing, the month's last
 * (31 August → 28 February, § 188 Abs. 3 BGB).
 */
export function waitingPeriodEnd(start: LocalDate): LocalDate {
  const { year, month, day } = civilOf(toDayNumber(start));
  const index = year * 12 + (month - 1) + 6;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = daysInMonth(y, m);
  return fromDayNumber(day > last ? dayNumberOf(y, m, last) : dayNumberOf(y, m, day) - 1);
}

/** Which rule decides `year`'s leave (§ 4 and § 5 Abs. 1 BUrlG, or the pro-rata setting). */
export function vacationRule(
  employment: Employment,
  year: number,
  accrual: VacationAccrual = 'statutory',
): VacationRule {
  const waiting = waitingPeriodEnd(employment.start);
  const jan1 = `${year}-01-01`;
  const dec31 = `${year}-12-31`;
  const end = employment.end ?? null;
  const rule = (basis: VacationBasis, arisesOn: LocalDate | null = null): VacationRule => ({
    basis,
    waitingPeriodEnd: waiting,
    arisesOn,
  });
  if (employment.start > dec31 || (end !== null && end < jan1)) return rule('notEmployed');
  if (accrual === 'proRata') return rule('proRata');
  const full = () => rule('full', waiting > jan1 ? waiting : jan1);
  if (end !== null && end <= dec31) {
    if (end < waiting) return rule('partialLeavingEarly');
    return end <= `${year}-06-30` ? rule('partialLeavingFirstHalf') : full();
  }
  return waiting <= dec31 ? full() : rule('partialNoWaiting');
}

/**
 * Calendar months (1–12) in which a full month of employment within `year` ends, one per
 * twelfth (§ 5 Abs. 1 BUrlG: 'für jeden vollen Monat des Bestehens des Arbeitsverhältnisses').
 * Months are counted from the employment's start, in a later year from 1 January.
 */
export function fullMonthsOfEmployment(employment: Employment, year: number): number[] {
  const jan1 = `${year}-01-01`;
  const from = employment.start > jan1 ? employment.start : jan1;
  const end = employment.end ?? null;
  const last = toDayNumber(end !== null && end < `${year}-12-31` ? end : `${year}-12-31`);
  const months: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const monthEnd = addMonths(from, i) - 1;
    if (monthEnd > last) break;
    months.push(civilOf(monthEnd).month);
  }
  return months;
}

const monthOf = (record: YearRecord, date: 'startDate' | 'endDate') =>
  Number(record[date].slice(5, 7));

/** The record's days per year for each month 1–12; a month without a record takes the one before (else after). */
function daysByMonth(records: readonly YearRecord[]): number[] {
  const days: (number | undefined)[] = Array.from({ length: 13 }, () => undefined);
  for (const r of records) {
    for (let m = monthOf(r, 'startDate'); m <= monthOf(r, 'endDate'); m++)
      days[m] = r.settings.vacationDaysPerYear;
  }
  const firstKnown = days.find((d, m) => m > 0 && d !== undefined) ?? 0;
  let previous = firstKnown;
  return days.map((d, m) => (m === 0 ? 0 : (previous = d ?? previous)));
}

/** A share of the year's leave in twelfths (days × months), arising in `month`. */
interface Credit {
  month: number;
  twelfths: number;
}

/** The year's leave as credits: one per run of equal days ('full'), or one per full month. */
function yearCredits(records: readonly YearRecord[], rule: VacationRule, months: number[]) {
  const days = daysByMonth(records);
  if (rule.basis === 'notEmployed') return [];
  if (rule.basis !== 'full') return months.map((m) => ({ month: m, twelfths: days[m]! }));
  // § 4: the whole year at once. When the days per year change mid-year, each run of months
  // with the same days gets its share, arising when the run begins (not before `arisesOn`).
  const arises = Number(rule.arisesOn!.slice(5, 7));
  const credits: Credit[] = [];
  for (let m = 1; m <= 12; m++) {
    const run = credits.at(-1);
    if (run && days[m] === days[m - 1]) run.twelfths += days[m]!;
    else credits.push({ month: m, twelfths: days[m]! });
  }
  return credits.map((c) => ({ ...c, month: Math.max(c.month, arises) }));
}

const covering = (sorted: readonly YearRecord[], month: number) =>
  sorted.find((r) => monthOf(r, 'startDate') <= month && month <= monthOf(r, 'endDate'));

/**
 * The record a share arising in `month` belongs to. A twelfth belongs to the record covering
 * its month (months without a record earn nothing, as no record tracks them); the full year's
 * leave (§ 4) arises once, so without a record in its month it goes to the next record, else
 * to the last one before.
 */
function ownerOf(sorted: readonly YearRecord[], month: number, full: boolean) {
  if (!full) return covering(sorted, month);
  return (
    covering(sorted, month) ?? sorted.find((r) => monthOf(r, 'startDate') > month) ?? sorted.at(-1)
  );
}

export interface EntitlementInput {
  /** The record asked about. */
  record: YearRecord;
  /** The same user's other records (only those of the record's year count). */
  others?: readonly YearRecord[];
  /** Absent: employed before the year (the full leave on 1 January). */
  employment?: Employment;
  accrual?: VacationAccrual;
}

/**
 * Leave of the record's year that has arisen by the end of `month` and belongs to this record
 * (without the carried-over days). The year's twelfths are summed exactly and rounded up
 * (§ 5 Abs. 2 BUrlG rounds fractions of at least half a day up; rounding every fraction up
 * is more favourable to the employee, which § 13 Abs. 1 allows). Records of one year share
 * the rounding (ceil(earlier + own) − ceil(earlier)), so they add up to the year's leave and
 * no month is counted twice.
 */
export function arisenEntitlement(
  input: EntitlementInput,
  month: number,
  basis?: VacationBasis,
): { days: number; rule: VacationRule } {
  const { record } = input;
  const employment = input.employment ?? { start: `${record.year - 1}-01-01`, end: null };
  const found = vacationRule(employment, record.year, input.accrual);
  const rule = basis
    ? { ...found, basis, arisesOn: found.arisesOn ?? `${record.year}-01-01` }
    : found;
  const sorted = [record, ...(input.others ?? [])]
    .filter((r, i, all) => r.year === record.year && all.findIndex((o) => o.id === r.id) === i)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  let before = 0;
  let own = 0;
  const months = fullMonthsOfEmployment(employment, record.year);
  for (const credit of yearCredits(sorted, rule, months)) {
    const owner = ownerOf(sorted, credit.month, rule.basis === 'full');
    if (owner === undefined) continue;
    // A share never arises before its record begins.
    const arises = Math.max(credit.month, monthOf(owner, 'startDate'));
    if (owner.startDate < record.startDate) before += credit.twelfths;
    else if (owner.id === record.id && arises <= month) own += credit.twelfths;
  }
  // Multiply first: 25 / 12 * 12 is 25.000000000000004 in floating point.
  return { days: Math.ceil((before + own) / 12) - Math.ceil(before / 12), rule };
}
