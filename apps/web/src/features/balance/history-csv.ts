// The history as a CSV file for Russian Excel (the contracts' CSV rules, shared with the API's exports).
import { csvDocument, type HistoryEntry } from '@cabinet/contracts/client';
import { formatDateTime } from '@/lib/format';
import { balanceScreenTexts } from './texts';

const t = balanceScreenTexts.history;

export function buildHistoryCsv(entries: readonly HistoryEntry[]): string {
  return csvDocument(
    t.csvHeader,
    entries.map((e) => [
      formatDateTime(e.date),
      e.title,
      e.description,
      t.categories[e.category],
      e.status,
      e.contractNumber ?? '',
      e.orderId === undefined ? '' : String(e.orderId),
      e.amount,
    ]),
  );
}

/** history-YYYY-MM-DD.csv for the given day. */
export function historyFileName(day: string): string {
  return `history-${day}.csv`;
}
