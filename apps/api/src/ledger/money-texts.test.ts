import { describe, expect, it } from 'vitest';
import { agentInText, asSentence, notice, statement } from './money-texts.js';

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

describe('a supervisor’s override line', () => {
  it('names the agent as «Фамилия И.», whatever part of the name they told, and the percent in Russian', () => {
    expect(agentInText({ lastName: 'Петрова', firstName: 'анна' })).toBe('Петрова А.');
    expect(agentInText({ lastName: ' Петрова ', firstName: '' })).toBe('Петрова');
    expect(agentInText({ lastName: '', firstName: 'Анна' })).toBe('Анна');
    expect(agentInText({ lastName: '', firstName: ' ' })).toBe('без имени');
    const line = statement.supervisorOverride({
      number: 'АД-1',
      signedOn: '2026-12-12',
      agent: 'Петрова А.',
      basisPoints: 1250,
      reward: 500.04,
    });
    expect(line).toEqual({
      title: 'Вознаграждение руководителя',
      description: 'Договор № АД-1 от 12.12.2026 агента Петрова А.: 12,5\u00a0% от 500,04\u00a0б.',
    });
  });
});
