// The history as a CSV file for Russian Excel: UTF-8 with a BOM (so Cyrillic opens right), ';' between
// fields, a decimal comma, CRLF line ends, and every field quoted when it needs to be.
import type { HistoryEntry } from '@cabinet/contracts';
import { formatDateTime } from '@/lib/format';
import { balanceScreenTexts } from '@/lib/messages';

const t = balanceScreenTexts.history;
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

/** A field: quoted when it holds the separator, a quote or a line break; formula starters are defused. */
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

export function buildHistoryCsv(entries: readonly HistoryEntry[]): string {
  const lines = [t.csvHeader.map(csvField).join(SEPARATOR)];
  for (const e of entries) {
    const row = [
      formatDateTime(e.date),
      e.title,
      e.description,
      t.categories[e.category],
      e.status,
      e.contractNumber ?? '',
      e.orderId === undefined ? '' : String(e.orderId),
    ].map(csvField);
    // The amount is a number, never a formula: written as it is (a leading '-' is its sign).
    row.push(csvAmount(e.amount));
    lines.push(row.join(SEPARATOR));
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

/** history-YYYY-MM-DD.csv for the given day. */
export function historyFileName(day: string): string {
  return `history-${day}.csv`;
}
