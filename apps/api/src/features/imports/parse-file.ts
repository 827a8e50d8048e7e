// Reading a contracts file: CSV (csv-table.ts) or XLSX (xlsx-table.ts, the first sheet). The first row
// names the columns, in Russian or English (docs/back-office.md, "Contracts import"); the tariff and hold
// columns are optional, so files written before they existed import as they did. Both readers stop at the row cap
// (decision 0030).
import { nextTurn } from '../../lib/next-turn.js';
import type { RawRow } from '../contract-intake/service.js';
import { readCsvRecordsInTurns, unreadable, type CsvRecord } from './csv-table.js';
import { readXlsx } from './xlsx-table.js';

export { readCsv } from './csv-table.js';
export type { RawRow } from '../contract-intake/service.js';

export type Column = 'phone' | 'number' | 'client' | 'signedOn' | 'status' | 'tariff' | 'holdDays';

const HEADERS: Record<Column, readonly string[]> = {
  phone: ['телефон', 'телефон участника', 'телефон агента', 'phone', 'member phone', 'member_phone'],
  number: ['номер договора', 'договор', '№ договора', 'номер', 'contract number', 'contract_number', 'number'],
  client: ['клиент', 'абонент', 'client', 'client name', 'client_name'],
  signedOn: ['дата подписания', 'дата', 'signing date', 'signed on', 'signed_on', 'date'],
  status: ['статус', 'status'],
  tariff: ['тариф', 'тариф договора', 'тарифный план', 'tariff', 'plan'],
  holdDays: ['удержание', 'удержание, дней', 'удержание дней', 'дней удержания', 'hold', 'hold days', 'hold_days'],
};
/** Columns a file may leave out: their cells read as empty. */
const OPTIONAL: ReadonlySet<Column> = new Set(['tariff', 'holdDays']);

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A CSV or XLSX file's records up to `maxRows` data rows, the header first (structure-file.ts reads them too). */
export async function readTableFile(bytes: Buffer, maxRows: number): Promise<CsvRecord[]> {
  return bytes.subarray(0, 4).equals(ZIP_MAGIC)
    ? (await readXlsx(bytes, maxRows)).map((cells, i) => ({ line: i + 1, cells }))
    : await readCsvRecordsInTurns(bytes, maxRows + 1, maxRows);
}

/**
 * The file's data rows, or a refusal saying what is wrong with the file as a whole. The event loop
 * gets a turn every few thousand rows: the members' requests are answered while a large file is read.
 */
export async function parseContractsFile(bytes: Buffer, maxRows: number): Promise<RawRow[]> {
  const [header, ...data] = await readTableFile(bytes, maxRows);
  if (!header) throw unreadable('Файл пустой');
  const index = columnsOf(header.cells, HEADERS, OPTIONAL);
  const rows: RawRow[] = [];
  for (const [i, { line, cells }] of data.entries()) {
    if (i > 0 && i % 10_000 === 0) await nextTurn();
    if (cells.every((c) => c.trim() === '')) continue;
    const cell = (c: Column) => (index[c] < 0 ? '' : (cells[index[c]] ?? '').trim());
    rows.push({
      line,
      phone: cell('phone'),
      number: cell('number'),
      client: cell('client'),
      signedOn: cell('signedOn'),
      status: cell('status'),
      tariff: cell('tariff'),
      holdDays: cell('holdDays'),
    });
  }
  if (rows.length === 0) throw unreadable('В файле нет строк с договорами');
  return rows;
}

/**
 * Where each column is in the header row, its name matched in any case, «ё» as «е»; a missing column
 * that is not optional refuses the file, naming it.
 */
export function columnsOf<C extends string>(
  header: readonly string[],
  headers: Record<C, readonly string[]>,
  optional: ReadonlySet<C>,
): Record<C, number> {
  const names = header.map((h) => h.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' '));
  const index = {} as Record<C, number>;
  const missing: string[] = [];
  for (const column of Object.keys(headers) as C[]) {
    const at = names.findIndex((n) => headers[column].includes(n));
    if (at < 0 && !optional.has(column)) missing.push(headers[column][0]!);
    index[column] = at;
  }
  if (missing.length > 0) throw unreadable(`Нет колонок: ${missing.join(', ')}`);
  return index;
}
