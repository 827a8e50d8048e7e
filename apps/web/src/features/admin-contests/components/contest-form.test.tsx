import {
  createContestRoute,
  planContestRoute,
  updateContestRoute,
  type AdminContest,
  type ContestBody,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { router } from '@/testing/navigation';
import { renderScreen } from '@/testing/render';
import { ContestForm } from './contest-form';

function saved(body: ContestBody, status: AdminContest['status'] = 'draft'): AdminContest {
  return {
    ...body,
    description: body.description ?? '',
    id: 9,
    status,
    createdBy: 'Администратор',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    leagues: [],
    prizes: [],
    pendingPrizes: null,
    payout: null,
    cancelReason: null,
    cancelledAt: null,
    holdoutPercent: body.holdoutPercent ?? 0,
    budget: body.budget ?? null,
    leagueNames: body.leagueNames ?? [],
    uncappedTotal: null,
    holdoutSeed: null,
    holdoutMembers: 0,
    controlGroup: null,
    kind: body.kind ?? 'individual',
    teamSplit: body.teamSplit ?? null,
    teamLeagues: [],
    teamPrizes: [],
  } as AdminContest;
}

const scheduled = saved(
  {
    title: 'Весенний спринт',
    description: 'Кто больше договоров',
    startsOn: '2099-04-01',
    endsOn: '2099-04-30',
    participants: 'all',
    leagueNumbers: [],
    memberPhones: [],
    leagueBands: [],
    historyMonths: 3,
    rule: { kind: 'places', prizes: [3000, 2000, 1000], tariffs: [] },
  },
  'scheduled',
);

describe('the contest editor', () => {
  it('saves a new draft and opens its page', async () => {
    const fake = fakeApi().on(createContestRoute, ({ body }) => saved(body as ContestBody));
    const { user } = renderScreen(<ContestForm contest={null} />);

    await user.type(screen.getByLabelText('Название'), 'Весенний спринт');
    await user.selectOptions(screen.getByLabelText('Правило'), 'Приз за N договоров');
    await user.type(screen.getByLabelText('Договоров для приза'), '5');
    await user.type(screen.getByLabelText('Приз, б.'), '1 500');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await expect.poll(() => router.push.mock.calls).toEqual([['/admin/contests/9']]);
    expect(fake.requests(createContestRoute)[0]!.body).toMatchObject({
      title: 'Весенний спринт',
      participants: 'all',
      historyMonths: 3,
      rule: { kind: 'threshold', contracts: 5, prize: 1500, tariffs: [] },
    });
  });

  it("checks the contract's rules on the page: no title, no request", async () => {
    const fake = fakeApi();
    const { user } = renderScreen(<ContestForm contest={null} />);

    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    expect(await screen.findByText('Укажите название')).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests(createContestRoute)).toHaveLength(0);
  });

  it('holds out a share of the members as a control group, at most half of them', async () => {
    const fake = fakeApi().on(createContestRoute, ({ body }) => saved(body as ContestBody));
    const { user } = renderScreen(<ContestForm contest={null} />);
    const share = screen.getByLabelText('Контрольная группа, % участников: они не увидят конкурс (0 — без неё)');
    expect(share).toHaveValue('0');

    await user.type(screen.getByLabelText('Название'), 'С контролем');
    await user.clear(share);
    await user.type(share, '60');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Не больше 50 % участников')).toBeInTheDocument();
    expect(fake.requests(createContestRoute)).toHaveLength(0);

    await user.clear(share);
    await user.type(share, '10');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await expect.poll(() => fake.requests(createContestRoute).length).toBe(1);
    expect(fake.requests(createContestRoute)[0]!.body).toMatchObject({ title: 'С контролем', holdoutPercent: 10 });
  });

  it('designs a prize for the top share of each league with a budget and named leagues, and shows the plan', async () => {
    const fake = fakeApi()
      .on(planContestRoute, () => ({
        bands: [1, 5],
        leagues: [
          { league: 1, name: 'Старт', minContracts: 1, members: 40, worstCase: 4000 },
          { league: 2, name: 'Профи', minContracts: 5, members: 9, worstCase: 1000 },
        ],
        members: 49,
        worstCase: 5000,
        budget: 4500,
        summary:
          'В худшем случае призы обойдутся в 5\u00a0000\u00a0б. — больше бюджета 4\u00a0500\u00a0б.: уменьшите призы или увеличьте бюджет.',
        withinBudget: false,
      }))
      .on(
        createContestRoute,
        refusal(
          422,
          'contest_over_budget',
          'Призы конкурса в худшем случае дороже бюджета: уменьшите призы или увеличьте бюджет',
        ),
      );
    const { user } = renderScreen(<ContestForm contest={null} />);

    await user.type(screen.getByLabelText('Название'), 'Лучшие десять процентов');
    await user.type(screen.getByLabelText('Границы лиг: договоров в месяц (через запятую; пусто — как уровни тарифов)'), '1, 5');
    await user.type(screen.getByLabelText('Названия лиг с младшей, через запятую (пусто — по номерам)'), 'Старт, Профи');
    await user.selectOptions(screen.getByLabelText('Правило'), 'Приз первым N % каждой лиги');
    expect(screen.getByLabelText('Первые N % каждой лиги')).toHaveValue('10');
    await user.type(screen.getByLabelText('Приз, б.'), '1000');
    await user.type(screen.getByLabelText('Бюджет призов, б. (пусто — без ограничения)'), '4 500');
    await user.click(screen.getByRole('button', { name: 'Рассчитать лиги и стоимость' }));

    const plan = await screen.findByRole('region', { name: 'Лиги и стоимость призов' });
    const rows = within(plan)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Старт до 4 договоров в месяц', '40', '4\u00a0000\u00a0б.'],
      ['Профи от 5 договоров в месяц', '9', '1\u00a0000\u00a0б.'],
    ]);
    expect(within(plan).getByText(/больше бюджета/)).toBeInTheDocument();
    expect(fake.requests(planContestRoute)[0]!.body).toMatchObject({
      leagueBands: [1, 5],
      leagueNames: ['Старт', 'Профи'],
      budget: 4500,
      rule: { kind: 'top_percent', percent: 10, prize: 1000, tariffs: [] },
    });

    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(
      await screen.findByText('Призы конкурса в худшем случае дороже бюджета: уменьшите призы или увеличьте бюджет'),
    ).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('designs prizes for steps of contracts, refusing steps that overlap before any request', async () => {
    const fake = fakeApi().on(createContestRoute, ({ body }) => saved(body as ContestBody));
    const { user } = renderScreen(<ContestForm contest={null} />);

    await user.type(screen.getByLabelText('Название'), 'Лестница');
    await user.selectOptions(screen.getByLabelText('Правило'), 'Призы за пороги договоров');
    const steps = screen.getByLabelText('Пороги: договоров и приз, б., через запятую (10: 5000, 20: 12000)');
    expect(steps).toHaveValue('10: 5000, 20: 12000');
    await user.clear(steps);
    await user.type(steps, '20: 5000, 10: 12000');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Пороги по возрастанию: больше договоров — больший приз')).toBeInTheDocument();
    expect(fake.requests(createContestRoute)).toHaveLength(0);

    await user.clear(steps);
    await user.type(steps, '5: 1 000, 10: 2 500');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await expect.poll(() => fake.requests(createContestRoute).length).toBe(1);
    expect(fake.requests(createContestRoute)[0]!.body).toMatchObject({
      rule: {
        kind: 'steps',
        steps: [
          { contracts: 5, prize: 1000 },
          { contracts: 10, prize: 2500 },
        ],
      },
    });
  });

  it('designs a team contest: its split chosen up front, a prize for places or contracts per agent, teams in the plan', async () => {
    const fake = fakeApi()
      .on(createContestRoute, ({ body }) => saved(body as ContestBody))
      .on(planContestRoute, () => ({
        bands: [0],
        leagues: [{ league: 1, name: 'Лига 1', minContracts: 0, members: 5, worstCase: 25_000 }],
        members: 5,
        worstCase: 25_000,
        budget: null,
        summary: 'В худшем случае призы обойдутся в 25 000 б.',
        withinBudget: true,
      }));
    const { user } = renderScreen(<ContestForm contest={null} />);

    await user.type(screen.getByLabelText('Название'), 'Кубок команд');
    await user.selectOptions(screen.getByLabelText('Вид конкурса'), 'Командный конкурс');
    // A team contest pays places or a threshold per agent, to teams, without a control group.
    expect(
      within(screen.getByLabelText('Правило'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Призы командам за места в лиге', 'Приз команде за N договоров на агента']);
    expect(
      within(screen.getByLabelText('Кто участвует'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все команды', 'Выбранные лиги команд']);
    expect(screen.queryByLabelText(/Контрольная группа/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Выберите, как делить приз команды')).toBeInTheDocument();
    expect(fake.requests(createContestRoute)).toHaveLength(0);

    await user.selectOptions(
      screen.getByLabelText('Как делить приз команды между агентами'),
      'По вкладу: пропорционально договорам агента',
    );
    await user.selectOptions(screen.getByLabelText('Правило'), 'Приз команде за N договоров на агента');
    await user.type(screen.getByLabelText('Договоров на агента для приза'), '3');
    await user.type(screen.getByLabelText('Приз, б.'), '5 000');
    await user.click(screen.getByRole('button', { name: 'Рассчитать лиги и стоимость' }));
    const plan = await screen.findByRole('region', { name: 'Лиги и стоимость призов' });
    expect(within(plan).getByRole('columnheader', { name: 'Команд' })).toBeInTheDocument();
    expect(within(plan).getByText(/Лиги команд по договорам на агента за прошлые месяцы.*5 команд/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await expect.poll(() => fake.requests(createContestRoute).length).toBe(1);
    expect(fake.requests(createContestRoute)[0]!.body).toMatchObject({
      title: 'Кубок команд',
      kind: 'team',
      teamSplit: 'contribution',
      participants: 'all',
      holdoutPercent: 0,
      rule: { kind: 'threshold', contracts: 3, prize: 5000, tariffs: [] },
    });
  });

  it("shows the API's refusal of phones that are not in the programme", async () => {
    fakeApi().on(
      createContestRoute,
      refusal(422, 'contest_members_unknown', 'Среди участников есть номера, которых нет в программе'),
    );
    const { user } = renderScreen(<ContestForm contest={null} />);

    await user.type(screen.getByLabelText('Название'), 'Для своих');
    await user.selectOptions(screen.getByLabelText('Кто участвует'), 'Список телефонов');
    await user.type(screen.getByLabelText('Телефоны участников (по одному в строке)'), '79000000001');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    expect(await screen.findByText('Среди участников есть номера, которых нет в программе')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('changes a scheduled contest in place and says when it starts', async () => {
    const fake = fakeApi().on(updateContestRoute, ({ body }) => saved(body as ContestBody, 'scheduled'));
    const { user } = renderScreen(<ContestForm contest={scheduled} />);

    const title = screen.getByLabelText('Название');
    expect(title).toHaveValue('Весенний спринт');
    await user.clear(title);
    await user.type(title, 'Весенний марафон');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));

    expect(await screen.findByText('Изменения сохранены: конкурс начнётся в новый первый день.')).toBeInTheDocument();
    expect(fake.requests(updateContestRoute)[0]!.params).toEqual({ id: '9' });
    expect(fake.requests(updateContestRoute)[0]!.body).toMatchObject({ title: 'Весенний марафон' });
    expect(router.push).not.toHaveBeenCalled();
  });
});
