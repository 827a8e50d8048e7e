import { describe, expect, it } from 'vitest';
import {
  contestGapText,
  contestNextStepText,
  contestRulesText,
  contestTimeLeftText,
  contestUpdatedText,
  leaderboardName,
  personalGoalText,
  teamSplitText,
} from './contest-rules.js';

const NBSP = '\u00a0';
const HOUR = 3_600_000;
const MINUTE = 60_000;

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

  it('says what a team’s split leaves over in points, the unit members see, not in kopecks', () => {
    for (const split of ['equal', 'contribution'] as const) {
      expect(teamSplitText(split)).toContain(`получают по 0,01${NBSP}б. агенты с большим числом договоров.`);
      expect(teamSplitText(split)).not.toMatch(/копе/);
    }
  });

  it('words the gap and shows others by first name and initial', () => {
    expect(contestGapText({ contracts: 2, place: 3 })).toBe('ещё 2 договора до 3-го места');
    expect(contestGapText({ contracts: 1, place: null })).toBe('ещё 1 договор до приза');
    expect(contestGapText(null)).toBeNull();
    expect(leaderboardName('Иван', 'петров')).toBe('Иван П.');
    expect(leaderboardName('', '')).toBe('Участник');
  });
});

describe('«Моё место» in plain Russian', () => {
  it('says what one more contract brings, the amount unbroken, the tariffs named', () => {
    expect(contestNextStepText({ points: 1500, place: 27, tariffs: [] })).toBe(
      `Ещё 1 договор — +1${NBSP}500${NBSP}б. и 27-е место`,
    );
    expect(contestNextStepText({ points: 800, place: null, tariffs: ['Семейный'] })).toBe(
      `Ещё 1 договор тарифа «Семейный» — +800${NBSP}б.`,
    );
    expect(contestNextStepText({ points: 0, place: 3, tariffs: ['Семейный', 'Бизнес'] })).toBe(
      'Ещё 1 договор тарифов «Семейный», «Бизнес» — 3-е место',
    );
    expect(contestNextStepText({ points: 0, place: null, tariffs: [] })).toBeNull();
  });

  it('counts the personal goal’s contracts with their plural', () => {
    expect(personalGoalText(1)).toBe('До личной цели — ещё 1 договор');
    expect(personalGoalText(2)).toBe('До личной цели — ещё 2 договора');
    expect(personalGoalText(5)).toBe('До личной цели — ещё 5 договоров');
    expect(personalGoalText(21)).toBe('До личной цели — ещё 21 договор');
  });

  it('says the time left in days and hours, the verb agreeing with the first number', () => {
    expect(contestTimeLeftText((2 * 24 + 6) * HOUR)).toBe(`осталось 2 дня 6${NBSP}ч`);
    expect(contestTimeLeftText((2 * 24 + 6) * HOUR + 59 * MINUTE)).toBe(`осталось 2 дня 6${NBSP}ч`);
    expect(contestTimeLeftText(24 * HOUR)).toBe('остался 1 день');
    expect(contestTimeLeftText((21 * 24 + 1) * HOUR)).toBe(`остался 21 день 1${NBSP}ч`);
    expect(contestTimeLeftText(5 * 24 * HOUR)).toBe('осталось 5 дней');
    expect(contestTimeLeftText(5 * HOUR)).toBe(`осталось 5${NBSP}ч`);
    expect(contestTimeLeftText(21 * HOUR)).toBe(`остался 21${NBSP}ч`);
    expect(contestTimeLeftText(59 * MINUTE)).toBe('осталось меньше часа');
    expect(contestTimeLeftText(0)).toBeNull();
    expect(contestTimeLeftText(-HOUR)).toBeNull();
  });

  it('says how long ago the standings were counted', () => {
    expect(contestUpdatedText(30_000)).toBe('обновлено только что');
    expect(contestUpdatedText(-5_000)).toBe('обновлено только что');
    expect(contestUpdatedText(4 * MINUTE + 59_000)).toBe(`обновлено 4${NBSP}мин назад`);
    expect(contestUpdatedText(59 * MINUTE)).toBe(`обновлено 59${NBSP}мин назад`);
    expect(contestUpdatedText(3 * HOUR)).toBe(`обновлено 3${NBSP}ч назад`);
    expect(contestUpdatedText(2 * 24 * HOUR)).toBe('обновлено 2 дня назад');
    expect(contestUpdatedText(5 * 24 * HOUR)).toBe('обновлено 5 дней назад');
  });
});
