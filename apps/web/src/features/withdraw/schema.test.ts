import { describe, expect, it } from 'vitest';
import { parseAmount, withdrawFormSchema } from './schema';

describe('parseAmount', () => {
  it('reads Russian and plain decimals', () => {
    expect(parseAmount('1 234,5')).toBe(1234.5);
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount('12.')).toBe(12);
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
  });
});

describe('withdrawFormSchema', () => {
  const ok = { destination: 'sbp', bankId: '100000000004', phone: '+7 (900) 111-00-01', amount: '500' };
  const messages = (available: number | null, values: object) => {
    const result = withdrawFormSchema(available).safeParse({ ...ok, ...values });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts a valid form', () => {
    expect(messages(1000, {})).toEqual([]);
  });

  it('asks for no bank or phone when the money goes to a card', () => {
    const toCard = withdrawFormSchema(1000, true).safeParse({ destination: 'card:7', bankId: '', phone: '', amount: '500' });
    expect(toCard.success).toBe(true);
    const over = withdrawFormSchema(100, true).safeParse({ destination: 'card:7', bankId: '', phone: '', amount: '500' });
    expect(over.success).toBe(false);
  });

  it('needs a bank and a complete phone', () => {
    expect(messages(1000, { bankId: '' })).toEqual(['Выберите банк']);
    expect(messages(1000, { phone: '+7 (900) 111' })).toEqual(['Некорректный формат номера телефона']);
    expect(messages(1000, { phone: '' })).toEqual(['Введите номер телефона']);
  });

  it('keeps the amount between 100 б. and the available balance', () => {
    expect(messages(1000, { amount: '99' })).toEqual(['Минимальная сумма вывода — 100\u00a0б.']);
    expect(messages(1000, { amount: '1000,01' })).toEqual(['Не больше доступного: 1\u00a0000\u00a0б.']);
    expect(messages(1000, { amount: '10,123' })[0]).toMatch(/двух знаков/);
    expect(messages(null, { amount: '5000' })).toEqual([]);
  });
});
