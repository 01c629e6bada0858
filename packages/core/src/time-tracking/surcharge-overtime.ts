import type { DayResult } from './day-result.ts';
import type { CompiledSurcharge } from './surcharge-engine.ts';

/**
 * Type overtime: the positive saldo of each week (Monday start), cut at the month's edges so a
 * month never goes below zero. The minutes are booked on the last day of each week part.
 * `days` are consecutive, the first one is day number `firstDay`.
 */
export function bookOvertime(
  days: readonly DayResult[],
  firstDay: number,
  surcharges: readonly CompiledSurcharge[],
): void {
  const overtime = surcharges.filter((c) => c.surcharge.type === 'overtime');
  if (overtime.length === 0) return;
  let weekSaldo = 0;
  for (let i = 0; i < days.length; i++) {
    const day = days[i] as DayResult;
    weekSaldo += day.saldo;
    const next = days[i + 1];
    if (next && next.weekday !== 0) continue;
    if (weekSaldo > 0) {
      const dayNumber = firstDay + i;
      for (const c of overtime) {
        if (dayNumber < c.firstDay || dayNumber > c.lastDay) continue;
        day.surcharges.push({ surchargeId: c.surcharge.id, minutes: weekSaldo });
      }
    }
    weekSaldo = 0;
  }
}
