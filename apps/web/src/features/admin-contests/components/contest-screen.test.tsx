import {
  adminMeRoute,
  approveApprovalRoute,
  getContestRoute,
  rejectApprovalRoute,
  type AdminContest,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { ContestScreen } from './contest-screen';

const prize = (memberId: string, name: string, over: Partial<AdminContest['prizes'][number]> = {}) => ({
  memberId,
  name,
  league: 1,
  place: null,
  score: 3,
  amount: 49_999,
  clawedBack: 0,
  status: 'awaiting_approval' as const,
  refusalReason: null,
  ...over,
});

/** The prizes of the contest, waiting as one request of its author at the approvals door. */
const waiting = buildApproval({
  id: 71,
  kind: 'contest_prizes',
  subject: '12',
  summary: 'Конкурс «Осенний рывок»: 2 приза',
  effect: '2 участникам будет начислено 99 998 б.; при отказе каждый прочтёт причину в уведомлении.',
  amount: 99_998,
  memberId: null,
  madeBy: 'author@example.ru',
});

function settled(over: Partial<AdminContest> = {}): AdminContest {
  return {
    id: 12,
    title: 'Осенний рывок',
    description: '',
    startsOn: '2026-10-01',
    endsOn: '2026-10-31',
    participants: 'all',
    leagueNumbers: [],
    memberPhones: [],
    leagueBands: [1],
    historyMonths: 3,
    rule: { kind: 'threshold', contracts: 1, prize: 49_999, tariffs: [] },
    status: 'settled',
    createdBy: 'op-9',
    createdAt: '2026-09-20T10:00:00.000Z',
    updatedAt: '2026-11-01T00:01:00.000Z',
    leagues: [{ league: 1, name: 'Лига 1', minContracts: 1, members: 2, leaders: [] }],
    prizes: [prize('m-1', 'Петрова Анна'), prize('m-2', 'Сидоров Борис')],
    pendingPrizes: waiting,
    payout: null,
    cancelReason: null,
    cancelledAt: null,
    budget: null,
    leagueNames: [],
    uncappedTotal: null,
    holdoutPercent: 0,
    holdoutSeed: null,
    holdoutMembers: 0,
    controlGroup: null,
    kind: 'individual',
    teamSplit: null,
    teamLeagues: [],
    teamPrizes: [],
    ...over,
  };
}

describe('a settled contest’s prizes above the threshold', () => {
  it('wait as one request that another admin approves, with no decision per prize', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(getContestRoute, settled())
      .on(approveApprovalRoute, { ...waiting, status: 'approved', checkedBy: 'admin@example.ru' });
    const { user } = renderScreen(<ContestScreen id={12} />);

    const prizes = await screen.findByRole('region', { name: 'Призы' });
    expect(within(prizes).getByText(`Ждёт подтверждения второго администратора: ${waiting.summary}`)).toBeInTheDocument();
    expect(within(prizes).getByText(waiting.effect)).toBeInTheDocument();
    expect(within(prizes).getAllByText('Ждёт подтверждения')).toHaveLength(2);
    await within(prizes).findByRole('button', { name: 'Отклонить' });
    expect(
      within(prizes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Подтвердить', 'Отклонить', 'Скачать итоги для бухгалтерии (CSV)']);

    fake.on(
      getContestRoute,
      settled({
        prizes: [prize('m-1', 'Петрова Анна', { status: 'paid' }), prize('m-2', 'Сидоров Борис', { status: 'paid' })],
        pendingPrizes: null,
      }),
    );
    await user.click(within(prizes).getByRole('button', { name: 'Подтвердить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Подтверждено: призы конкурса начислены.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '71' }]);
    // The contest is read again: its prizes paid, nothing waits.
    expect(await within(prizes).findAllByText('Начислен')).toHaveLength(2);
    expect(within(prizes).queryByText(/^Ждёт подтверждения второго администратора/)).not.toBeInTheDocument();
  });

  it('are refused together with the reason their members read, an outside address refused before it is sent', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(getContestRoute, settled())
      .on(rejectApprovalRoute, { ...waiting, status: 'rejected', reason: 'Договоры оформлены с нарушением' });
    const { user } = renderScreen(<ContestScreen id={12} />);

    await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос?' });
    expect(
      within(dialog).getByText('Призы не будут начислены: каждый участник прочтёт причину в уведомлении.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Причина'), 'Подробности на example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText(/В тексте есть адрес другого сайта \(example\.com\)/)).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute)).toEqual([]);

    const refused = (p: ReturnType<typeof prize>) => ({
      ...p,
      status: 'refused' as const,
      refusalReason: 'Договоры оформлены с нарушением',
    });
    fake.on(
      getContestRoute,
      settled({ prizes: [refused(prize('m-1', 'Петрова Анна')), refused(prize('m-2', 'Сидоров Борис'))], pendingPrizes: null }),
    );
    await user.clear(within(dialog).getByLabelText('Причина'));
    await user.type(within(dialog).getByLabelText('Причина'), 'Договоры оформлены с нарушением');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Призы не начислены: участники прочтут причину.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => r.body)).toEqual([{ reason: 'Договоры оформлены с нарушением' }]);
    expect(await screen.findAllByText('Причина отказа: Договоры оформлены с нарушением')).toHaveLength(2);
  });
});

describe('a settled contest with a control group', () => {
  const withControl = (controlGroup: AdminContest['controlGroup']) =>
    settled({
      pendingPrizes: null,
      prizes: [],
      holdoutPercent: 10,
      holdoutSeed: '4f1c0e9a2b7d4c3e8f60a1b2c3d4e5f6',
      holdoutMembers: 6,
      controlGroup,
    });

  it('shows both groups before and during it, and says the contest lifted sales with its interval', async () => {
    fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(
        getContestRoute,
        withControl({
          weeksBefore: 4,
          contest: { members: 54, before: 0.5, during: 1.25 },
          control: { members: 6, before: 0.5, during: 0.75 },
          effect: 0.5,
          low: 0.1234,
          high: 0.8766,
          significant: true,
        }),
      );
    renderScreen(<ContestScreen id={12} />);

    const card = await screen.findByRole('region', { name: 'Сработал ли конкурс' });
    const rows = within(card)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['0,50', '1,25'],
      ['0,50', '0,75'],
    ]);
    expect(within(card).getByRole('rowheader', { name: 'Участники конкурса 54 участника' })).toBeInTheDocument();
    expect(within(card).getByRole('rowheader', { name: 'Контрольная группа 6 участников' })).toBeInTheDocument();
    expect(within(card).getByRole('columnheader', { name: 'До' })).toBeInTheDocument();
    expect(within(card).getByRole('table', { name: /за 4 недели до конкурса и во время него/ })).toBeInTheDocument();
    expect(within(card).getByTestId('control-group-effect').textContent).toBe(
      'Конкурс поднял продажи: на участника в неделю +0,50 (95\u00a0% интервал от 0,12 до 0,88).',
    );
    const terms = screen.getByRole('region', { name: 'Условия' });
    expect(
      within(terms).getByText(/10\s% участников не видят конкурс: 6 участников по жеребьёвке с зерном 4f1c0e9a/),
    ).toBeInTheDocument();
  });

  /** The sentence the card says of a result (the groups' figures do not change it). */
  async function sentenceFor(effect: number | null, low: number | null, high: number | null, significant: boolean) {
    const side = { members: 5, before: 1, during: 1 };
    fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(getContestRoute, withControl({ weeksBefore: 4, contest: side, control: side, effect, low, high, significant }));
    const shown = renderScreen(<ContestScreen id={12} />);
    const text = (await screen.findByTestId('control-group-effect')).textContent;
    shown.unmount();
    return text;
  }

  it('says plainly when the difference is not significant, when sales fell, and when there are too few to tell', async () => {
    expect(await sentenceFor(1.3333, -0.6, 3.2667, false)).toBe(
      'Разница не значима: на участника в неделю +1,33 (95\u00a0% интервал от \u22120,60 до 3,27 включает ноль).',
    );
    expect(await sentenceFor(-0.5, -0.9, -0.1, true)).toBe(
      'Продажи участников конкурса упали относительно контрольной группы: на участника в неделю \u22120,50 (95\u00a0% интервал от \u22120,90 до \u22120,10).',
    );
    expect(await sentenceFor(null, null, null, false)).toBe('Мало участников для вывода: нужно хотя бы по двое в каждой группе.');
  });
});

describe('a settled contest whose budget cut its prizes', () => {
  it('names its leagues and says what the prizes would have cost before the cut', async () => {
    fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(
        getContestRoute,
        settled({
          pendingPrizes: null,
          rule: { kind: 'top_percent', percent: 20, prize: 1000, tariffs: [] },
          leagueBands: [0, 5],
          leagueNames: ['Старт', 'Профи'],
          leagues: [
            { league: 1, name: 'Старт', minContracts: 0, members: 8, leaders: [] },
            { league: 2, name: 'Профи', minContracts: 5, members: 2, leaders: [] },
          ],
          budget: 2500,
          uncappedTotal: 3000,
          prizes: [prize('m-1', 'Петрова Анна', { status: 'paid', place: 1, amount: 833.33 })],
        }),
      );
    renderScreen(<ContestScreen id={12} />);

    const terms = await screen.findByRole('region', { name: 'Условия' });
    expect(within(terms).getByText('Старт (до 4 договоров в месяц), Профи (от 5 договоров в месяц)')).toBeInTheDocument();
    expect(
      // Testing Library compares with the page's text whitespace-normalised: plain spaces here.
      within(terms).getByText('2 500 б.: призы на 3 000 б. уменьшены в одной пропорции'),
    ).toBeInTheDocument();
    expect(within(terms).getByText('Первые 20 % участников каждой лиги (хотя бы один) получают по 1 000 б.')).toBeInTheDocument();
    const leagues = screen.getByRole('region', { name: 'Лиги' });
    expect(within(leagues).getByRole('heading', { name: 'Профи (от 5 договоров в месяц) · участников: 2' })).toBeInTheDocument();
    const prizes = screen.getByRole('region', { name: 'Призы' });
    expect(within(prizes).getByRole('button', { name: 'Скачать итоги для бухгалтерии (CSV)' })).toBeInTheDocument();
  });
});

describe('a team contest', () => {
  it('shows its leagues of teams with their scores per agent, and its prizes by team with each agent’s share', async () => {
    fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(
        getContestRoute,
        settled({
          title: 'Командный рывок',
          pendingPrizes: null,
          prizes: [],
          rule: { kind: 'places', prizes: [3000, 1000], tariffs: [] },
          leagueBands: [0, 3],
          leagues: [
            { league: 1, name: 'Лига 1', minContracts: 0, members: 2, leaders: [] },
            { league: 2, name: 'Лига 2', minContracts: 3, members: 0, leaders: [] },
          ],
          kind: 'team',
          teamSplit: 'contribution',
          teamLeagues: [
            {
              league: 1,
              name: 'Лига 1',
              minContracts: 0,
              teams: [
                { teamId: '4', name: 'Альфа', point: 'Точка у вокзала, Связь', place: 1, contracts: 6, agents: 2.5, score: 2.4 },
                { teamId: '5', name: 'Бета', point: 'Точка в центре, Связь', place: null, contracts: 0, agents: 3, score: 0 },
              ],
            },
            { league: 2, name: 'Лига 2', minContracts: 3, teams: [] },
          ],
          teamPrizes: [
            {
              teamId: '4',
              name: 'Альфа',
              league: 1,
              place: 1,
              score: 2.4,
              amount: 3000,
              shares: [
                {
                  memberId: 'm-1',
                  name: 'Петрова Анна',
                  contracts: 4,
                  amount: 2000,
                  clawedBack: 0,
                  status: 'paid',
                  refusalReason: null,
                },
                {
                  memberId: 'm-2',
                  name: 'Сидоров Борис',
                  contracts: 2,
                  amount: 1000,
                  clawedBack: 0,
                  status: 'paid',
                  refusalReason: null,
                },
              ],
            },
          ],
        }),
      );
    renderScreen(<ContestScreen id={12} />);

    const terms = await screen.findByRole('region', { name: 'Условия' });
    expect(within(terms).getByText('Командный конкурс')).toBeInTheDocument();
    expect(within(terms).getByText('По вкладу: пропорционально договорам агента')).toBeInTheDocument();
    expect(within(terms).getByText('Призы командам за места в лиге')).toBeInTheDocument();
    const leagues = screen.getByRole('region', { name: 'Лиги' });
    expect(
      within(leagues).getByRole('heading', { name: 'Лига 1 (до 2 договоров на агента в месяц) · 2 команды' }),
    ).toBeInTheDocument();
    expect(
      within(leagues).getByRole('heading', { name: 'Лига 2 (от 3 договоров на агента в месяц) · 0 команд' }),
    ).toBeInTheDocument();
    expect(
      within(leagues)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual([
      '1Альфа Точка у вокзала, Связь2,4 на агента · 6 договоров, агентов в среднем 2,5',
      '—Бета Точка в центре, Связь0 на агента · 0 договоров, агентов в среднем 3',
    ]);
    const prizes = within(screen.getByRole('region', { name: 'Призы' })).getByRole('list', { name: 'Призы команд' });
    expect(within(prizes).getByText('Альфа')).toBeInTheDocument();
    expect(within(prizes).getByText(/Петрова Анна \(4 договора\) — 2\s000\sб\./)).toBeInTheDocument();
    expect(within(prizes).getByText(/Сидоров Борис \(2 договора\) — 1\s000\sб\./)).toBeInTheDocument();
  });
});
