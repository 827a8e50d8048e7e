// Reading an XLSX contracts file (the first sheet) within bounds (decision 0030). A sheet of a few
// megabytes can unpack into gigabytes of empty rows, so before the sheet is parsed the archive is
// unpacked once off the request thread (zlib's thread pool) with a ceiling on what it may unpack to,
// and its rows are counted in the unpacked XML: a file over the row cap is refused unparsed.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { readSheet } from 'read-excel-file/node';
import { tooManyRows, unreadable } from './csv-table.js';

/** What every part of a workbook may unpack to, together: 200 000 rows of five cells fit in a third of it. */
export const XLSX_MAX_UNPACKED_BYTES = 96 * 1024 * 1024;

const inflate = promisify(inflateRaw);
const damaged = () => unreadable('Файл XLSX повреждён или зашифрован');

export async function readXlsx(bytes: Buffer, maxRows: number): Promise<string[][]> {
  await checkSheets(bytes, maxRows + 1);
  let sheet;
  try {
    sheet = await readSheet(bytes);
  } catch {
    throw damaged();
  }
  if (sheet.length > maxRows + 1) throw tooManyRows(maxRows);
  return sheet.map((row) => row.map(cellText));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Dates of a sheet are calendar days: read-excel-file gives them as midnight UTC.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** Unpacks every worksheet within the ceiling and refuses a sheet with more than `maxRecords` rows. */
async function checkSheets(bytes: Buffer, maxRecords: number): Promise<void> {
  let budget = XLSX_MAX_UNPACKED_BYTES;
  for (const entry of centralDirectory(bytes)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) continue;
    const xml = await unpack(bytes, entry, budget);
    budget -= xml.length;
    if (rowsIn(xml) > maxRecords) throw tooManyRows(maxRecords - 1);
  }
}

async function unpack(bytes: Buffer, entry: ZipEntry, budget: number): Promise<Buffer> {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw damaged();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > budget) throw tooLarge();
    return data;
  }
  if (entry.method !== 8) throw damaged();
  try {
    return await inflate(data, { maxOutputLength: Math.max(1, budget) });
  } catch (err) {
    if (err instanceof RangeError || (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw damaged();
  }
}

const tooLarge = () => unreadable('Файл XLSX распаковывается в слишком большую таблицу: разделите его на несколько файлов');

/** The entries of a ZIP archive, read from its central directory. */
function centralDirectory(bytes: Buffer): ZipEntry[] {
  const end = endOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let k = 0; k < count; k++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw damaged();
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

function endOfCentralDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) return at;
  }
  throw damaged();
}

/** `<row …>` elements of a sheet's XML (with a namespace prefix when the writer used one). */
function rowsIn(xml: Buffer): number {
  let rows = 0;
  for (let at = xml.indexOf('<row'); at >= 0; at = xml.indexOf('<row', at + 4)) rows++;
  if (rows > 0) return rows;
  return xml.toString('latin1').match(/<\w+:row[\s>/]/g)?.length ?? 0;
}
