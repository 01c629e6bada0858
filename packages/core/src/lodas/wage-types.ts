import type { WageFigure } from './wage-figures.ts';

/**
 * DATEV LODAS numbers (docs/payroll.md, 'DATEV LODAS'): a Lohnart is 1–9999, the
 * Beraternummer 1001–9999999 (4 to 7 digits), the Mandantennummer 1–99999 (up to 5 digits),
 * a Personalnummer 1–99999.
 */
export const LODAS_LIMITS = {
  wageType: { min: 1, max: 9999 },
  consultantNumber: { min: 1001, max: 9_999_999 },
  clientNumber: { min: 1, max: 99_999 },
} as const;

/**
 * Kontor's proposal for the wage types, to be agreed with the tax adviser: the Mandant's own
 * Lohnarten (la_eigene) are set up by them, so no number is binding. Surcharges get 400 plus
 * their percentage (night 25 % → 425, Sunday 50 % → 450, holiday 125 % → 525).
 */
export const DEFAULT_WAGE_TYPES: Record<WageFigure, number> = {
  work: 100,
  overtime: 200,
  vacation: 300,
  illness: 310,
  holiday: 320,
  paidAbsence: 330,
  compensation: 340,
};

export function defaultSurchargeWageType(percent: number): number {
  const n = 400 + Math.round(percent);
  return Math.min(LODAS_LIMITS.wageType.max, Math.max(LODAS_LIMITS.wageType.min, n));
}

/** The project's choice: a number, null for 'nicht übertragen', absent for the proposal. */
export interface WageTypeChoices {
  figures: Partial<Record<WageFigure, number | null>>;
  surcharges: Readonly<Record<string, number | null>>;
}

export function figureWageType(choices: WageTypeChoices, figure: WageFigure): number | null {
  const chosen = choices.figures[figure];
  return chosen === undefined ? DEFAULT_WAGE_TYPES[figure] : chosen;
}

export function surchargeWageType(
  choices: WageTypeChoices,
  surcharge: { id: string; value: number },
): number | null {
  const chosen = choices.surcharges[surcharge.id];
  return chosen === undefined ? defaultSurchargeWageType(surcharge.value) : chosen;
}
