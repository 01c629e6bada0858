import type { LocalDate } from '../time-tracking/local-date.ts';
import { statutoryMinimumWage } from './minimum-wage.ts';
import type { Cents } from './money.ts';

/** The day the limit began to follow the minimum wage (Gesetz vom 28.06.2022, BGBl. I S. 969). */
export const DYNAMIC_LIMIT_FROM = '2022-10-01';

/**
 * The Geringfügigkeitsgrenze (Minijob limit) per month on `date`. § 8 Abs. 1a SGB IV: the
 * monthly earnings of 10 hours a week at the minimum wage of § 1 Abs. 2 MiLoG, computed as
 * the minimum wage × 130 / 3 and rounded up to a full euro (603 € in 2026, 633 € in 2027).
 * Before 1 October 2022 it was a fixed 450 € (§ 8 Abs. 1 Nr. 1 SGB IV in the version of
 * 2013; 400 € before 2013). A sector minimum never moves it: the law names the statutory one.
 */
export function minijobLimit(date: LocalDate): Cents {
  if (date < '2013-01-01') return 40_000;
  if (date < DYNAMIC_LIMIT_FROM) return 45_000;
  return limitAtMinimumWage(statutoryMinimumWage(date));
}

/** § 8 Abs. 1a Satz 2 SGB IV: minimum wage × 130 / 3, rounded up to a full euro (in cents). */
export function limitAtMinimumWage(minimumWage: Cents): Cents {
  // 300 = 3 × 100 cents; in integers, so no float error can round a whole euro up.
  return Math.floor((minimumWage * 130 + 299) / 300) * 100;
}
