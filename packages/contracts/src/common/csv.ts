// CSV for Russian Excel, written the same way by the cabinet (the member's history) and the API
// (the back office's exports): UTF-8 with a BOM so that Cyrillic opens right, ';' between fields, a
// decimal comma, CRLF line ends, and every field quoted when it needs to be.

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

/** A text field: quoted when it holds the separator, a quote or a line break; formula starters are defused. */
export function csvField(value: string): string {
  // A leading = + - @ would run as a formula in Excel (CSV injection); a quote mark in front keeps it text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 1234.5 → '1234,50', -500 → '-500': no thousands separator, so Excel reads a number. */
export function csvAmount(value: number): string {
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return fixed.replace('.', ',');
}

/** A cell: text is made safe; a number is written as an amount (its leading '-' is its sign). */
export type CsvCell = string | number;

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) =>
    cells.map((c) => (typeof c === 'number' ? csvAmount(c) : csvField(c))).join(SEPARATOR);
  return CSV_BOM + [header, ...rows].map(line).join('\r\n') + '\r\n';
}
