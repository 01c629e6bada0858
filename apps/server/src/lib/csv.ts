/**
 * CSV for German Excel and LibreOffice: semicolons, UTF-8 with BOM so umlauts survive, CRLF
 * line ends, RFC 4180 quoting, and text typed by users defused so no cell runs as a formula.
 */
const SEPARATOR = ';';

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab, CR) as a formula, and Excel and
 * LibreOffice drop leading blanks and the CSV quotes before they look: ` =1+1` and `"=1+1"`
 * are formulas too. Such text gets a leading apostrophe, which makes the cell plain text.
 */
const FORMULA_START = /^[\s"]*[=+\-@]|^[\t\r]/;
/** Text typed by users (names); our own numbers and labels never start a formula. */
export const textCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** A value holding the separator, a tab, a quote or a line break is quoted (RFC 4180). */
const NEEDS_QUOTES = /[;\t"\r\n]/;
export const csvCell = (value: string) =>
  NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The file: BOM, rows of cells (already defused where needed) joined and quoted. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((row) => row.map(csvCell).join(SEPARATOR));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const decimal = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
/** Minutes as decimal hours with a comma, as payroll tools read them: 90 → '1,50'. */
export const csvHours = (minutes: number) => decimal.format(minutes / 60);

const plainNumber = new Intl.NumberFormat('de-DE', {
  maximumFractionDigits: 2,
  useGrouping: false,
});
/** A number with a decimal comma and no grouping: 2.5 → '2,5'. */
export const csvNumber = (value: number) => plainNumber.format(value);
