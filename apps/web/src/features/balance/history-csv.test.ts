import { csvAmount, csvField, type HistoryEntry } from '@cabinet/contracts';
import { describe, expect, it } from 'vitest';
import { buildHistoryCsv, historyFileName } from './history-csv';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  date: '2025-05-03T09:30:00.000Z',
  amount: 500,
  category: 'accrual',
  status: 'Начислено',
  title: 'Начисление за договор',
  description: 'Иванов Иван Иванович',
  ...over,
});

describe('buildHistoryCsv', () => {
  it('starts with a BOM and the header, separated by semicolons, CRLF line ends', () => {
    const csv = buildHistoryCsv([]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFДата;Операция;Описание;Тип;Статус;Договор;Заявка;Сумма, б.\r\n');
  });

  it('writes one row per entry with Moscow time, contract, order and a decimal comma', () => {
    const csv = buildHistoryCsv([
      entry({ contractNumber: 'Д-2025-0001' }),
      entry({
        id: 2,
        amount: -1234.5,
        category: 'withdrawal',
        status: 'В обработке',
        title: 'Вывод средств',
        description: 'СБП',
        orderId: 17,
      }),
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('03.05.2025, 12:30;Начисление за договор;Иванов Иван Иванович;Начисление;Начислено;Д-2025-0001;;500');
    expect(lines[2]).toBe('03.05.2025, 12:30;Вывод средств;СБП;Списание;В обработке;;17;-1234,50');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });
});

describe('csvField', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('defuses formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+7 900')).toBe("'+7 900");
  });
});

describe('csvAmount and the file name', () => {
  it('formats amounts for Russian Excel', () => {
    expect(csvAmount(12345)).toBe('12345');
    expect(csvAmount(0.5)).toBe('0,50');
  });

  it('names the file by the day', () => {
    expect(historyFileName('2025-05-03')).toBe('history-2025-05-03.csv');
  });
});
