// Reading a contracts file: CSV (UTF-8, «;», «,» or tab between columns) or XLSX (the first sheet).
// The first row names the columns, in Russian or English (README, "Contracts import").
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../lib/app-error.js';

export type Column = 'phone' | 'number' | 'client' | 'signedOn' | 'status';

/** One data row as written in the file, cells as text; `line` counts from 1 with the header. */
export interface RawRow {
  line: number;
  phone: string;
  number: string;
  client: string;
  signedOn: string;
  status: string;
}

const HEADERS: Record<Column, readonly string[]> = {
  phone: ['телефон', 'телефон участника', 'телефон агента', 'phone', 'member phone', 'member_phone'],
  number: ['номер договора', 'договор', '№ договора', 'номер', 'contract number', 'contract_number', 'number'],
  client: ['клиент', 'абонент', 'client', 'client name', 'client_name'],
  signedOn: ['дата подписания', 'дата', 'signing date', 'signed on', 'signed_on', 'date'],
  status: ['статус', 'status'],
};
const COLUMNS = Object.keys(HEADERS) as Column[];

const unreadable = (why: string) => new AppError('import_file_unreadable', { details: { fields: { content: why } } });

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The file's data rows, or a refusal saying what is wrong with the file as a whole. */
export async function parseContractsFile(bytes: Buffer, maxRows: number): Promise<RawRow[]> {
  const table = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...data] = table;
  if (!header) throw unreadable('Файл пустой');
  const index = columnsOf(header);
  if (data.length > maxRows) throw unreadable(`Слишком много строк: больше ${maxRows.toLocaleString('ru-RU')}`);
  const rows: RawRow[] = [];
  data.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const cell = (c: Column) => (cells[index[c]] ?? '').trim();
    rows.push({
      line: i + 2,
      phone: cell('phone'),
      number: cell('number'),
      client: cell('client'),
      signedOn: cell('signedOn'),
      status: cell('status'),
    });
  });
  if (rows.length === 0) throw unreadable('В файле нет строк с договорами');
  return rows;
}

function columnsOf(header: readonly string[]): Record<Column, number> {
  const names = header.map((h) => h.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' '));
  const index = {} as Record<Column, number>;
  const missing: string[] = [];
  for (const column of COLUMNS) {
    const at = names.findIndex((n) => HEADERS[column].includes(n));
    if (at < 0) missing.push(HEADERS[column][0]!);
    index[column] = at;
  }
  if (missing.length > 0) throw unreadable(`Нет колонок: ${missing.join(', ')}`);
  return index;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  let sheet;
  try {
    sheet = await readSheet(bytes);
  } catch {
    throw unreadable('Файл XLSX повреждён или зашифрован');
  }
  return sheet.map((row) => row.map(cellText));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Dates of a sheet are calendar days: read-excel-file gives them as midnight UTC.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

/** RFC 4180 CSV: quoted cells may hold the delimiter, quotes ("") and line breaks. */
export function readCsv(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable('Файл CSV должен быть в кодировке UTF-8');
  }
  if (text.includes('\u0000')) throw unreadable('Это не текстовый файл');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', '\t', ','].reduce((best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best), ';');

  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const count = (s: string, ch: string) => s.split(ch).length - 1;
