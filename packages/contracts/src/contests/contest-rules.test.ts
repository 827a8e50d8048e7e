import { describe, expect, it } from 'vitest';
import { contestGapText, contestRulesText, leaderboardName } from './contest-rules.js';

describe('contest rules in plain Russian', () => {
  it('ends each sentence with one point, the amount’s abbreviation included', () => {
    const places = contestRulesText({
      rule: { kind: 'places', prizes: [3000, 1000], tariffs: [] },
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      leagues: 3,
    });
    expect(places[2]).toBe('Призы в каждой лиге: 1-е место — 3\u00a0000\u00a0б., 2-е место — 1\u00a0000\u00a0б.');
    const threshold = contestRulesText({
      rule: { kind: 'threshold', contracts: 5, prize: 300, tariffs: ['Семейный'] },
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      leagues: 1,
    });
    expect(threshold[0]).toBe(
      'Засчитывается каждый договор тарифа «Семейный», подписанный с 01.11.2026 по 30.11.2026 (по московскому времени).',
    );
    expect(threshold[1]).toBe('Подпишите 5 договоров — получите приз 300\u00a0б.');
    for (const line of [...places, ...threshold]) expect(line).not.toMatch(/\.\.$/);
  });

  it('words the gap and shows others by first name and initial', () => {
    expect(contestGapText({ contracts: 2, place: 3 })).toBe('ещё 2 договора до 3-го места');
    expect(contestGapText({ contracts: 1, place: null })).toBe('ещё 1 договор до приза');
    expect(contestGapText(null)).toBeNull();
    expect(leaderboardName('Иван', 'петров')).toBe('Иван П.');
    expect(leaderboardName('', '')).toBe('Участник');
  });
});
