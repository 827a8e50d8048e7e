import { describe, expect, it } from 'vitest';
import { asSentence, notice } from './money-texts.js';

describe('asSentence', () => {
  it('ends an operator text with exactly one full stop', () => {
    expect(asSentence('Неверный номер')).toBe('Неверный номер.');
    expect(asSentence('Неверный номер. ')).toBe('Неверный номер.');
    expect(asSentence('Уточните банк!')).toBe('Уточните банк!');
    expect(asSentence('Подождите…')).toBe('Подождите…');
  });
});

describe('notice.rejected', () => {
  it('never doubles the full stop of a reason that has its own', () => {
    const reason = 'Номер телефона не подключён к СБП в выбранном банке. Выберите другой банк.';
    const { body } = notice.rejected({ orderId: 7, amount: 7100, reason });
    expect(body).toBe(`Причина: ${reason} 7\u00a0100\u00a0б. вернулись на баланс.`);
    expect(body).not.toContain('..');
  });
});
