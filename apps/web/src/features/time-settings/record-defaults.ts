/**
 * The start month a new record suggests: the running month of the running year (a person hired
 * in November must not start with the target hours of January to October as a minus), January
 * of a later year.
 */
export function suggestedStartMonth(year: number, today: Date = new Date()): number {
  return year === today.getFullYear() ? today.getMonth() + 1 : 1;
}
