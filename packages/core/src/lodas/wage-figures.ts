import { toLocal } from '../time-tracking/berlin-time.ts';
import type { DayResult } from '../time-tracking/day-result.ts';
import type { AbsenceType, PartAbsence } from '../time-tracking/types.ts';

/** The Kontor figures of a month that a LODAS wage type (Lohnart) can take. */
export const WAGE_FIGURES = [
  'work',
  'overtime',
  'vacation',
  'illness',
  'holiday',
  'paidAbsence',
  'compensation',
] as const;
export type WageFigure = (typeof WAGE_FIGURES)[number];

/** Minutes of each figure, and of each surcharge (by its id). */
export interface MonthWageFigures {
  minutes: Record<WageFigure, number>;
  surcharges: Map<string, number>;
}

const FIGURE_OF_ABSENCE: Record<AbsenceType, WageFigure> = {
  vacation: 'vacation',
  illness: 'illness',
  payed_absence: 'paidAbsence',
  compensation_times: 'compensation',
};

type CountedDay = Pick<DayResult, 'date' | 'absence' | 'planned' | 'worked' | 'surcharges'>;

/**
 * A month's figures as the payroll needs them, from the engine's counted days (the same days
 * the month view, the payroll CSV and the earnings use, so the numbers agree):
 * - work: the worked minutes (breaks off);
 * - vacation, illness, paid absence: what the engine credited for them — a whole day its
 *   planned minutes, a part absence its length (absence-strategies.ts);
 * - compensation (Ausgleich): the planned minutes of a whole day, a part its length; the engine
 *   credits nothing for it, the hours come out of the time account;
 * - holiday: § 2 Abs. 1 EFZG, the planned hours a holiday took (payDaysOf's `holidayMinutes`);
 * - overtime: the month's saldo when positive (Monatssaldo of the CSV), otherwise 0;
 * - surcharges: the § 3b and other surcharge minutes per surcharge.
 */
export function monthWageFigures(input: {
  days: readonly CountedDay[];
  partAbsences: readonly PartAbsence[];
  /** Per date: payDaysOf's holiday minutes. */
  holidayMinutes: ReadonlyMap<string, number>;
  monthSaldo: number;
}): MonthWageFigures {
  const minutes: Record<WageFigure, number> = {
    work: 0,
    overtime: Math.max(0, input.monthSaldo),
    vacation: 0,
    illness: 0,
    holiday: 0,
    paidAbsence: 0,
    compensation: 0,
  };
  const surcharges = new Map<string, number>();
  const dates = new Set(input.days.map((d) => d.date));
  for (const day of input.days) {
    minutes.work += day.worked;
    minutes.holiday += input.holidayMinutes.get(day.date) ?? 0;
    // The engine's full-day credit is the planned target (compensation: taken from the account).
    if (day.absence) minutes[FIGURE_OF_ABSENCE[day.absence]] += day.planned.target;
    for (const s of day.surcharges) {
      surcharges.set(s.surchargeId, (surcharges.get(s.surchargeId) ?? 0) + s.minutes);
    }
  }
  for (const part of input.partAbsences) {
    if (!dates.has(toLocal(part.start).date)) continue;
    minutes[FIGURE_OF_ABSENCE[part.type]] += part.end - part.start;
  }
  return { minutes, surcharges };
}
