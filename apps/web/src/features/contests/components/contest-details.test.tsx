import { getMemberContestRoute, teamSplitText, type MemberContest } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { ContestDetails } from './contest-details';

const NOW = Date.parse('2026-11-27T18:00:00+03:00');
const neighbour = (place: number | null, name: string, score: number, isMe = false) => ({ place, name, score, isMe });

/** Dina, 5th of 11 in her league, with two days and six hours to go (docs/product.md §11.1). */
const middle: MemberContest = {
  id: 7,
  title: 'Осенний рывок',
  descriptionHtml: '',
  status: 'running',
  startsOn: '2026-11-20',
  endsOn: '2026-11-29',
  rule: { kind: 'places', prizes: [3000, 2000, 1000], tariffs: [] },
  rules: ['Засчитывается каждый договор, подписанный с 20.11.2026 по 29.11.2026 (по московскому времени).'],
  standing: {
    league: 1,
    leagueName: 'Старт',
    leagues: 3,
    score: 4,
    place: 5,
    membersInLeague: 11,
    gap: { contracts: 1, place: 3 },
    gapText: 'ещё 1 договор до 3-го места',
    prize: 0,
  },
  result: null,
  cancelReason: null,
  leaders: [neighbour(1, 'Анна А.', 8) as MemberContest['leaders'][number]],
  endsAt: '2026-11-29T21:00:00.000Z',
  countedAt: new Date(NOW - 4 * 60_000).toISOString(),
  neighbours: [
    neighbour(2, 'Борис Б.', 6),
    neighbour(3, 'Вера В.', 5),
    neighbour(3, 'Глеб Г.', 5),
    neighbour(5, 'Дина Д.', 4, true),
    neighbour(6, 'Егор Е.', 3),
    neighbour(7, 'Жанна Ж.', 2),
    neighbour(7, 'Иван И.', 2),
  ],
  nextStep: {
    points: 1500,
    reward: 700,
    contest: 0,
    targetBonus: 800,
    place: 3,
    text: 'Ещё 1 договор — +1\u00a0500\u00a0б. и 3-е место',
  },
  personalGoal: { target: 5, done: 4, left: 1, bonus: 800, text: 'До личной цели — ещё 1 договор' },
  reach: { perDay: 4, reachable: 37, outOfReach: false },
  lead: 'gap',
  kind: 'individual',
  team: null,
};

beforeEach(() => {
  // Only the clock: the queries' and the page's own timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the member’s contest page around their line', () => {
  it('leads with the gap, then the next contract’s value, the time left and the neighbours', async () => {
    fakeApi().on(getMemberContestRoute, middle);
    renderScreen(<ContestDetails id={7} />);
    expect(await screen.findByTestId('contest-gap')).toHaveTextContent('ещё 1 договор до 3-го места');
    // The league by the name an operator gave it.
    expect(screen.getByText(/Старт — лига 1 из 3, участников в лиге: 11/)).toBeInTheDocument();
    // Amounts and units keep their no-break spaces: they never break across lines.
    expect(screen.getByTestId('contest-next-step').textContent).toBe('Ещё 1 договор — +1\u00a0500\u00a0б. и 3-е место');
    expect(screen.getByTestId('contest-time').textContent).toBe('осталось 2 дня 6\u00a0ч · обновлено 4\u00a0мин назад');
    const card = screen.getByRole('region', { name: 'Рядом с вами' });
    const lines = within(card).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      '2Борис Б.6',
      '3Вера В.5',
      '3Глеб Г.5',
      '5Дина Д. (вы)4',
      '6Егор Е.3',
      '7Жанна Ж.2',
      '7Иван И.2',
    ]);
    expect(lines[3]).toHaveAttribute('data-me', 'true');
    expect(screen.queryByTestId('contest-goal')).toBeNull();
  });

  it('leads with the personal goal instead of the gap while the prize is out of reach', async () => {
    fakeApi().on(getMemberContestRoute, {
      ...middle,
      standing: {
        ...middle.standing!,
        score: 1,
        place: 9,
        gap: { contracts: 4, place: 3 },
        gapText: 'ещё 4 договора до 3-го места',
      },
      personalGoal: { target: 5, done: 1, left: 4, bonus: 300, text: 'До личной цели — ещё 4 договора' },
      reach: { perDay: 0.13, reachable: 1, outOfReach: true },
      lead: 'personal_goal',
      neighbours: [neighbour(6, 'Егор Е.', 3), neighbour(9, 'Кира К.', 1, true)],
    });
    renderScreen(<ContestDetails id={7} />);
    expect(await screen.findByTestId('contest-goal')).toHaveTextContent('До личной цели — ещё 4 договора');
    expect(screen.queryByText('ещё 4 договора до 3-го места')).toBeNull();
    expect(screen.getByTestId('contest-next-step')).toBeInTheDocument();
  });

  it('leads with the next contract’s value for a member not in a league yet, and says less than an hour is left', async () => {
    vi.setSystemTime(Date.parse('2026-11-30T00:20:00+03:00') - 60 * 60_000);
    fakeApi().on(getMemberContestRoute, {
      ...middle,
      standing: null,
      neighbours: [],
      personalGoal: null,
      reach: null,
      lead: 'next_step',
      nextStep: { ...middle.nextStep!, place: null, targetBonus: 0, points: 700, text: 'Ещё 1 договор — +700\u00a0б.' },
    });
    renderScreen(<ContestDetails id={7} />);
    expect((await screen.findByTestId('contest-next-step')).textContent).toBe('Ещё 1 договор — +700\u00a0б.');
    expect(screen.getAllByTestId('contest-next-step')).toHaveLength(1);
    expect(screen.getByText('Вы участвуете с первым засчитанным договором.')).toBeInTheDocument();
    expect(screen.getByTestId('contest-time')).toHaveTextContent('осталось меньше часа');
    expect(screen.queryByRole('region', { name: 'Рядом с вами' })).toBeNull();
  });
});

/** Kira's team «Бета», first of two in its league, 3 000 б. at stake, split equally (docs/product.md §11.8). */
const teamContest: MemberContest = {
  ...middle,
  id: 8,
  title: 'Командный рывок',
  rule: { kind: 'places', prizes: [3000, 1000], tariffs: [] },
  rules: ['Договор засчитывается команде, в которой агент был в день подписания.', teamSplitText('equal')],
  standing: null,
  leaders: [],
  neighbours: [],
  nextStep: null,
  personalGoal: null,
  reach: null,
  lead: null,
  kind: 'team',
  team: {
    teamName: 'Бета',
    league: 1,
    leagueName: null,
    leagues: 1,
    place: 1,
    teamsInLeague: 2,
    contracts: 5,
    agents: 2.5,
    score: 2,
    prize: 3000,
    prizeAtStake: 3000,
    split: 'equal',
    myContracts: 0,
    myShare: 0,
    board: [
      { place: 1, name: 'Бета', score: 2, prize: 3000, isMine: true },
      { place: 2, name: 'Альфа', score: 1.5, prize: 1000, isMine: false },
    ],
  },
};

describe('a team contest’s page', () => {
  it('shows the team’s place with the prize at stake, the member’s share by the rule and the league’s teams by name', async () => {
    fakeApi().on(getMemberContestRoute, teamContest);
    renderScreen(<ContestDetails id={8} />);
    expect((await screen.findByTestId('team-place')).textContent).toBe(
      'Команда «Бета» — 1-е место в лиге · На кону 3\u00a0000\u00a0б.',
    );
    expect(screen.getByText(/Лига 1 из 1, команд в лиге: 2/)).toBeInTheDocument();
    expect(screen.getByTestId('team-score')).toHaveTextContent('2');
    expect(screen.getByTestId('team-my-contracts')).toHaveTextContent('0');
    expect(screen.getByTestId('team-my-share').textContent).toBe('0\u00a0б.');
    // No counted contract yet: what sharing takes, beside the share; how it is shared, once, in the rules.
    expect(screen.getByText('Чтобы получить долю приза, нужен хотя бы один засчитанный договор.')).toBeInTheDocument();
    const rules = within(screen.getByRole('region', { name: 'Правила' })).getAllByRole('listitem');
    expect(screen.getAllByText(/делится/)).toEqual(rules.filter((r) => r.textContent === teamSplitText('equal')));
    const board = screen.getByRole('region', { name: 'Команды вашей лиги' });
    const lines = within(board).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      '1Бета (ваша команда)2 на агента · 3\u00a0000\u00a0б.',
      '2Альфа1,5 на агента · 1\u00a0000\u00a0б.',
    ]);
    expect(lines[0]).toHaveAttribute('data-me', 'true');
    // A league of members' parts are not a team contest's.
    expect(screen.queryByRole('region', { name: 'Лидеры вашей лиги' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Рядом с вами' })).toBeNull();
  });

  it('shows a settled team contest’s result as the member’s share and their team’s place', async () => {
    fakeApi().on(getMemberContestRoute, {
      ...teamContest,
      status: 'settled',
      team: { ...teamContest.team!, myContracts: 2, myShare: 1500 },
      result: { place: 1, score: 2, prize: 1500, prizeStatus: 'paid', refusalReason: null, at: '2026-12-01T09:00:00.000Z' },
    });
    renderScreen(<ContestDetails id={8} />);
    const result = await screen.findByTestId('contest-result');
    expect(within(result).getByText('Место команды').nextSibling).toHaveTextContent('1');
    expect(within(result).getByText('Ваших договоров').nextSibling).toHaveTextContent('2');
    expect(within(result).getByText('Ваша доля').nextSibling?.textContent).toBe('1\u00a0500\u00a0б.');
  });

  it('says the member’s team joins with its first counted contract', async () => {
    fakeApi().on(getMemberContestRoute, { ...teamContest, team: null });
    renderScreen(<ContestDetails id={8} />);
    expect(await screen.findByText('Ваша команда участвует с первым засчитанным договором.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Команды вашей лиги' })).toBeNull();
  });
});
