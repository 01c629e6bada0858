/** Amounts are euro cents (integers where stored; fractions only inside a computation). */
export type Cents = number;

const EURO = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1390 → '13,90 €' (German grouping: 240000 → '2.400,00 €'). */
export function formatEuro(cents: Cents): string {
  return EURO.format(Math.round(cents) / 100).replace(/\u00a0/g, ' ');
}

/** 1390 → '13,90' (a CSV cell: decimal comma, no grouping, no sign of the currency). */
export function euroCell(cents: Cents): string {
  return (Math.round(cents) / 100).toFixed(2).replace('.', ',');
}

/** A euro amount typed with up to two decimals as cents: 13.9 → 1390 (never 1389.999…). */
export function centsOf(euros: number): Cents {
  return Math.round(euros * 100);
}
