import type { WageRow } from './wages.ts';

/** A wage row for the tables: part-time, hourly, recorded in order of creation. */
let n = 0;
export function wage(validFrom: string, amount: number, more: Partial<WageRow> = {}): WageRow {
  n += 1;
  return {
    id: `w${String(n).padStart(3, '0')}`,
    validFrom,
    employmentType: 'partTime',
    kind: 'hourly',
    amount,
    monthlyHours: null,
    recordedAt: `2025-12-01T08:00:${String(n % 60).padStart(2, '0')}.000Z`,
    sequence: n,
    deletedAt: null,
    ...more,
  };
}
