// The contracts import against hostile and real-world files (decision 0030): a file of ten million
// empty lines, a file over the row cap (CSV and XLSX), a megabyte cell, Windows-1251 from Russian
// Excel, and the template offered for download.
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_TEMPLATE_HEADER } from '@cabinet/contracts';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseContractsFile } from '../../src/features/imports/parse-file.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { seedOperators, signInDemoOperator, type OperatorSession } from './fixtures.js';
import { CSV_HEADER, uploadContracts } from './imports-fixtures.js';
import { xlsxOf } from './xlsx.js';

let ctx: TestContext;
let operator: OperatorSession;
let today: string;
const PHONE = '79017771001';

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  operator = await signInDemoOperator(ctx);
  today = moscowDate(ctx.clock.now());
  await seedMember(ctx.db, { phone: PHONE });
});

const written = async () => ({
  imports: (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contract_imports')).rows[0]!.n,
  rows: (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contract_import_rows')).rows[0]!.n,
  previews: (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'import.previewed'`))
    .rows[0]!.n,
});

describe('hostile files', () => {
  it('refuses a file of ten million empty lines, writing nothing', async () => {
    const before = await written();
    const header = Buffer.from(`${CSV_HEADER}\n`);
    const file = Buffer.concat([header, Buffer.alloc(IMPORT_MAX_BYTES - header.length - 1024, '\n')]);
    expect(file.length).toBeGreaterThan(10_000_000);
    const res = await uploadContracts(ctx, operator, file);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'import_file_unreadable', fields: { content: 'В файле нет строк с договорами' } });
    expect(await written()).toEqual(before);
  });

  it('refuses a CSV over the row cap as soon as it passes it, writing nothing', async () => {
    const before = await written();
    const file = Buffer.concat([Buffer.from(`${CSV_HEADER}\n`), Buffer.alloc(2 * (IMPORT_MAX_ROWS + 10), ';\n')]);
    const res = await uploadContracts(ctx, operator, file);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields.content).toMatch(/^Слишком много строк: больше 200/);
    expect(await written()).toEqual(before);
  });

  it('refuses an XLSX whose sheet holds more rows than the cap, before parsing it', async () => {
    const sheet =
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      Array.from({ length: IMPORT_MAX_ROWS + 5 }, (_, i) => `<row r="${i + 1}"/>`).join('') +
      '</sheetData></worksheet>';
    const file = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': strToU8(sheet) }));
    expect(file.length).toBeLessThan(IMPORT_MAX_BYTES);
    const before = await written();
    const started = performance.now();
    const res = await uploadContracts(ctx, operator, file, 'бомба.xlsx');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields.content).toMatch(/^Слишком много строк/);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await written()).toEqual(before);
  });

  it('refuses an XLSX that unpacks beyond the ceiling', async () => {
    const huge = `<worksheet><sheetData><row r="1"><c><v>${'1'.repeat(100 * 1024 * 1024)}</v></c></row></sheetData></worksheet>`;
    const file = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': strToU8(huge) }, { level: 9 }));
    await expect(parseContractsFile(file, 10)).rejects.toMatchObject({
      details: { fields: { content: expect.stringContaining('слишком большую таблицу') } },
    });
  });

  it('stores and lists a megabyte cell cut to what a valid value can be', async () => {
    const client = 'Я'.repeat(2_000_000);
    const res = await uploadContracts(ctx, operator, `${CSV_HEADER}\n${PHONE};БОЛЬШОЙ-1;${client};${today};действует\n`);
    expect(res.statusCode, res.body).toBe(200);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${res.json().id}/rows?kind=refused`,
      headers: operator.headers,
    });
    const [row] = listed.json().rows;
    expect(row).toMatchObject({ reason: 'Имя клиента длиннее 200 символов', number: 'БОЛЬШОЙ-1' });
    expect(row.clientName).toBe(`${'Я'.repeat(200)}…`);
    expect(listed.body.length).toBeLessThan(5_000);
    const stored = await ctx.db.query<{ n: number }>(
      'SELECT max(length(client_name))::int AS n FROM contract_import_rows WHERE import_id = $1',
      [res.json().id],
    );
    expect(stored.rows[0]!.n).toBe(201);
  });
});

describe('files as Russian Excel saves them', () => {
  it('reads a Windows-1251 CSV', async () => {
    const text = `${CSV_HEADER}\r\n${PHONE};ЦП-1251;Ёлкин Пётр Щукович;${today};действует\r\n`;
    const file = Buffer.from(new Uint8Array([...text].map(cp1251)));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(file)).toThrow();
    const res = await uploadContracts(ctx, operator, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toMatchObject({ new: 1, refused: 0 });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${res.json().id}/rows`,
      headers: operator.headers,
    });
    expect(listed.json().rows[0]).toMatchObject({ number: 'ЦП-1251', clientName: 'Ёлкин Пётр Щукович' });
  });

  it('reads UTF-8 with and without a BOM, and an XLSX alike', async () => {
    const line = `${PHONE};У-1;Клиент;${today};действует`;
    for (const file of [
      Buffer.from(`\ufeff${CSV_HEADER}\n${line}`),
      Buffer.from(`${CSV_HEADER}\n${line}`),
      xlsxOf([CSV_HEADER.split(';'), line.split(';')]),
    ])
      expect((await parseContractsFile(file, 10)).map((r) => r.client)).toEqual(['Клиент']);
  });

  it('offers a template that the import itself reads', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/imports/template.csv', headers: operator.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.startsWith(`\ufeff${IMPORT_TEMPLATE_HEADER.join(';')}\r\n`)).toBe(true);
    const rows = await parseContractsFile(res.rawPayload, 10);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.phone && r.number && r.client && r.signedOn && r.status)).toBe(true);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/imports/template.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** A character's byte in Windows-1251 (Cyrillic, «Ё» and «ё», ASCII). */
function cp1251(ch: string): number {
  const code = ch.codePointAt(0)!;
  if (code < 0x80) return code;
  if (ch === 'Ё') return 0xa8;
  if (ch === 'ё') return 0xb8;
  if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
  throw new Error(`no Windows-1251 byte for ${ch}`);
}
