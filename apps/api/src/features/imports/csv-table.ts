// Reading a CSV contracts file (product §"Contracts import", decision 0030): the encoding as Russian
// Excel writes it (UTF-8 with or without a BOM, else Windows-1251), the delimiter of the header,
// RFC 4180 quotes. It stops at the row cap instead of reading a whole hostile file, and an empty line
// costs no allocation, so ten million of them are skipped in a few milliseconds.
import { AppError } from '../../lib/app-error.js';
import { nextTurn } from '../../lib/next-turn.js';

export const unreadable = (why: string) => new AppError('import_file_unreadable', { details: { fields: { content: why } } });

export const tooManyRows = (maxRows: number) => unreadable(`Слишком много строк: больше ${maxRows.toLocaleString('ru-RU')}`);

/** A record of the file: its cells and its number, counting from 1 with the header and empty lines. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The file's text. A UTF-8 BOM or bytes that are valid UTF-8 read as UTF-8; anything else is read
 * as Windows-1251, the code page Russian Excel saves «CSV (разделители — запятые)» in: every byte is
 * a character there, so no file is refused for its encoding, and a binary file is caught by its NULs.
 */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1251').decode(bytes);
    }
  }
  if (text.includes('\u0000')) throw unreadable('Это не текстовый файл');
  return text;
}

/**
 * The records of a CSV file with their line numbers, empty lines left out. More than `maxRecords`
 * records (the header counted) is refused as soon as the next one starts.
 */
export function readCsvRecords(bytes: Buffer, maxRecords = Infinity, maxRowsForMessage = maxRecords): CsvRecord[] {
  return [...csvRecords(bytes, maxRecords, maxRowsForMessage)];
}

/**
 * `readCsvRecords`, the event loop given a turn every few thousand records: a file at the row cap
 * takes half a second to read, which the members' requests would otherwise wait out.
 */
export async function readCsvRecordsInTurns(bytes: Buffer, maxRecords: number, maxRowsForMessage: number): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for (const record of csvRecords(bytes, maxRecords, maxRowsForMessage)) {
    if (records.push(record) % 5_000 === 0) await nextTurn();
  }
  return records;
}

function* csvRecords(bytes: Buffer, maxRecords: number, maxRowsForMessage: number): Generator<CsvRecord> {
  const text = decodeCsv(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', '\t', ','].reduce((best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best), ';');

  let records = 0;
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    // Empty lines: skipped by moving the index only.
    const ch = text.charCodeAt(i);
    if (ch === 10 || ch === 13) {
      i += ch === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      line++;
      continue;
    }
    if (records >= maxRecords) throw tooManyRows(maxRowsForMessage);
    const cells: string[] = [];
    // One record: cells up to the end of its line (a quoted cell may hold line breaks).
    for (;;) {
      let cell: string;
      if (text[i] === '"') {
        cell = '';
        let from = i + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) {
            cell += text.slice(from);
            i = n;
            break;
          }
          cell += text.slice(from, quote);
          if (text[quote + 1] === '"') {
            cell += '"';
            from = quote + 2;
          } else {
            i = quote + 1;
            break;
          }
        }
        // Whatever follows the closing quote up to the delimiter belongs to the cell, as before.
        const end = endOfCell(text, i, delimiter);
        cell += text.slice(i, end);
        i = end;
      } else {
        const end = endOfCell(text, i, delimiter);
        cell = text.slice(i, end);
        i = end;
      }
      cells.push(cell);
      if (i < n && text[i] === delimiter) {
        i++;
        continue;
      }
      break;
    }
    records++;
    yield { line, cells };
    if (i < n) {
      i += text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      line++;
    }
  }
}

/** RFC 4180 CSV: quoted cells may hold the delimiter, quotes ("") and line breaks. */
export function readCsv(bytes: Buffer): string[][] {
  return readCsvRecords(bytes).map((r) => r.cells);
}

function endOfCell(text: string, from: number, delimiter: string): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === delimiter || ch === '\n' || ch === '\r') return i;
  }
  return text.length;
}

const count = (s: string, ch: string) => s.split(ch).length - 1;
