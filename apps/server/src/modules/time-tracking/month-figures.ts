import { monthOutlook, monthPair, vacationBalance } from '@kontor/core/time-tracking/index';
import { monthPayrollOf, type PayrollContext } from './payroll-figures.ts';
import { berlinToday, type SheetData } from './sheets.repository.ts';

/**
 * The figures of one month as every view of it gives them (the Mitarbeiterübersicht, its PDF
 * and the payroll CSV): Zeitübersicht and Zuschläge counted up to today (`countedUntil`), the
 * planned rest of the month apart from them, the days of the whole month, and the Urlaub.
 */
export function monthFigures(
  loaded: SheetData,
  monthNumber: number,
  payroll: PayrollContext,
  recordings: readonly { date: string; recordedAt: number | null }[],
) {
  const { sheet, previousEnd } = loaded;
  const until = berlinToday();
  const { counted, whole } = monthPair(sheet, monthNumber, { previousEnd, until });
  const surchargeRows = new Map(loaded.surcharges.map((s) => [s.id, s]));
  const named = (list: readonly { surchargeId: string; minutes: number }[]) =>
    list.map((s) => ({
      surchargeId: s.surchargeId,
      name: surchargeRows.get(s.surchargeId)?.name ?? '',
      value: surchargeRows.get(s.surchargeId)?.value ?? 0,
      minutes: s.minutes,
    }));
  const { countedUntil, rest } = monthOutlook(whole, until);
  return {
    overview: {
      previousSaldo: counted.previousSaldo,
      target: counted.target,
      actual: counted.actual,
      saldo: counted.saldo,
      account: counted.account,
    },
    surcharges: named(counted.surcharges),
    countedUntil,
    planned: rest && { ...rest, surcharges: named(rest.surcharges) },
    vacation: { ...vacationBalance(sheet, monthNumber), employment: loaded.employment },
    payroll: monthPayrollOf(payroll, loaded, monthNumber, whole.days, recordings),
    days: whole.days,
  };
}
