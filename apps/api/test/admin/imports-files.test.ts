// Reading contracts files: XLSX as well as CSV, English headers, quoted cells, the example files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseContractsFile, readCsv } from '../../src/features/imports/parse-file.js';
import { xlsxOf } from './xlsx.js';

describe('contracts files', () => {
  it('reads an XLSX sheet with dates as calendar days', async () => {
    const file = xlsxOf([
      ['Телефон', 'Номер договора', 'Клиент', 'Дата подписания', 'Статус', 'Тариф'],
      ['+7 900 123-45-67', 'АД-1', 'Иванов Иван', { date: '2026-11-03' }, 'действует', ' Семейный '],
      ['79001234567', 'АД-2', 'Петров & сыновья', '04.11.2026', 'расторгнут', ''],
    ]);
    expect(await parseContractsFile(file, 10)).toEqual([
      {
        line: 2,
        phone: '+7 900 123-45-67',
        number: 'АД-1',
        client: 'Иванов Иван',
        signedOn: '2026-11-03',
        status: 'действует',
        tariff: 'Семейный',
        holdDays: '',
      },
      {
        line: 3,
        phone: '79001234567',
        number: 'АД-2',
        client: 'Петров & сыновья',
        signedOn: '04.11.2026',
        status: 'расторгнут',
        tariff: '',
        holdDays: '',
      },
    ]);
  });

  // The tariff column is optional: a file written before it existed reads as it did, every tariff empty.
  it('reads CSV with English headers in any order, commas, quotes and a BOM, without a tariff column', async () => {
    const csv =
      '\ufeffstatus,contract number,phone,client,signed on\r\nactive,"A-1","79001234567","Smith, ""Jr""",2026-11-01\r\n\r\n';
    expect(await parseContractsFile(Buffer.from(csv), 10)).toEqual([
      {
        line: 2,
        phone: '79001234567',
        number: 'A-1',
        client: 'Smith, "Jr"',
        signedOn: '2026-11-01',
        status: 'active',
        tariff: '',
        holdDays: '',
      },
    ]);
    expect(readCsv(Buffer.from('a;"b\nc";d'))).toEqual([['a', 'b\nc', 'd']]);
  });

  it('refuses a file that is not text, too long or without rows', async () => {
    await expect(parseContractsFile(Buffer.from([0xff, 0xfe, 0x00, 0x41]), 10)).rejects.toMatchObject({
      code: 'import_file_unreadable',
    });
    const header = 'Телефон;Номер договора;Клиент;Дата подписания;Статус';
    await expect(parseContractsFile(Buffer.from(`${header}\n`), 10)).rejects.toMatchObject({
      details: { fields: { content: 'В файле нет строк с договорами' } },
    });
    const many = [header, ...Array.from({ length: 3 }, (_, i) => `79001234567;N${i};К;2026-01-01;действует`)].join('\n');
    await expect(parseContractsFile(Buffer.from(many), 2)).rejects.toMatchObject({ code: 'import_file_unreadable' });
  });

  it('reads the example files of the README', async () => {
    const csv = await parseContractsFile(
      readFileSync(new URL('../../../../docs/examples/contracts-import.csv', import.meta.url)),
      100,
    );
    const xlsx = await parseContractsFile(
      readFileSync(new URL('../../../../docs/examples/contracts-import.xlsx', import.meta.url)),
      100,
    );
    expect(csv.length).toBeGreaterThan(0);
    expect(xlsx.map((r) => r.number)).toEqual(csv.map((r) => r.number));
    expect(xlsx.map((r) => r.tariff)).toEqual(csv.map((r) => r.tariff));
    expect(csv.map((r) => r.tariff)).toEqual(['Семейный', 'Бизнес', '', 'Семейный']);
  });
});
