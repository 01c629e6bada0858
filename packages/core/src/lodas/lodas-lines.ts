import { WAGE_FIGURES, type MonthWageFigures } from './wage-figures.ts';
import { figureWageType, surchargeWageType, type WageTypeChoices } from './wage-types.ts';

/** One movement line: an employee's hundredths of hours on one wage type. */
export interface LodasLine {
  personnelNumber: number;
  wageType: number;
  /** Hours × 100, rounded once per line (LODAS takes two decimals). */
  centiHours: number;
}

export interface EmployeeFigures {
  personnelNumber: number;
  figures: MonthWageFigures;
}

/**
 * The movement lines of a month: one per employee and wage type with a value other than 0.
 * Figures mapped to the same wage type are added before rounding; a figure set to 'nicht
 * übertragen' (null) gives no line. Sorted by Personalnummer, then wage type.
 */
export function lodasLines(
  employees: readonly EmployeeFigures[],
  choices: WageTypeChoices,
  surcharges: readonly { id: string; value: number }[],
): LodasLine[] {
  const percentOf = new Map(surcharges.map((s) => [s.id, s.value]));
  const lines: LodasLine[] = [];
  for (const e of employees) {
    const minutes = new Map<number, number>();
    const add = (wageType: number | null, value: number) => {
      if (wageType !== null && value !== 0) {
        minutes.set(wageType, (minutes.get(wageType) ?? 0) + value);
      }
    };
    for (const figure of WAGE_FIGURES) {
      add(figureWageType(choices, figure), e.figures.minutes[figure]);
    }
    for (const [id, value] of e.figures.surcharges) {
      add(surchargeWageType(choices, { id, value: percentOf.get(id) ?? 0 }), value);
    }
    for (const [wageType, value] of minutes) {
      const centiHours = Math.round((value / 60) * 100);
      if (centiHours !== 0)
        lines.push({ personnelNumber: e.personnelNumber, wageType, centiHours });
    }
  }
  return lines.sort((a, b) => a.personnelNumber - b.personnelNumber || a.wageType - b.wageType);
}

/** A line's value as LODAS reads it: decimal comma, two decimals, no grouping (1234,50). */
export function lodasValue(centiHours: number): string {
  const sign = centiHours < 0 ? '-' : '';
  const abs = Math.abs(centiHours);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
