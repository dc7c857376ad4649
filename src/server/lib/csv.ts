/**
 * CSV text (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote, a line break or edge spaces, its quotes doubled). A text cell that a spreadsheet would read
 * as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so an
 * exported buyer name can never run in the owner's spreadsheet. Numbers are written as they are:
 * a negative amount stays a number.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
