import { createContestRoute, updateContestRoute, type AdminContest, type ContestBody } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
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
    holdoutSeed: null,
    holdoutMembers: 0,
    controlGroup: null,
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
