import { describe, expect, it } from 'vitest';
import { historyLine } from './history-line';

describe('historyLine', () => {
  it('marks the contract number inside the description instead of repeating it', () => {
    const line = historyLine({
      description: 'Договор № АД-2026-002233 от 21.11.2026, Соколова Ирина Павловна',
      contractNumber: 'АД-2026-002233',
    });
    expect(line.contractApart).toBe(false);
    expect(line.parts).toEqual([
      { kind: 'text', text: 'Договор № ' },
      { kind: 'contract', text: 'АД-2026-002233' },
      { kind: 'text', text: ' от 21.11.2026, Соколова Ирина Павловна' },
    ]);
  });

  it('turns the order named in the description into the order reference', () => {
    const line = historyLine({ description: 'Заявка № 8: Сбербанк, СБП +7 (900) 123-45-67', orderId: 8 });
    expect(line.orderApart).toBe(false);
    expect(line.parts[0]).toEqual({ kind: 'order', text: 'Заявка № 8', orderId: 8 });
    // № 80 is another order.
    expect(historyLine({ description: 'Заявка № 80 выплачена', orderId: 8 }).orderApart).toBe(true);
  });

  it('shows the number apart when the description does not say it', () => {
    const line = historyLine({ description: 'Бонус за обучение', contractNumber: 'АД-1', orderId: 3 });
    expect(line).toMatchObject({ contractApart: true, orderApart: true });
    expect(line.parts).toEqual([{ kind: 'text', text: 'Бонус за обучение' }]);
    expect(historyLine({ description: '', orderId: 3 }).parts).toEqual([]);
  });
});
