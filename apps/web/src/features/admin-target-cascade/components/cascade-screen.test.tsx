import {
  adminMeRoute,
  getTargetCascadeRoute,
  setCascadeShareRoute,
  setDealerTargetRoute,
  unfixCascadeShareRoute,
  type TargetCascade,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { currentLocation, setLocation } from '@/testing/navigation';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { CascadeScreen } from './cascade-screen';

const AGENT = 'aaaaaaaa-1111-4111-8111-111111111111';

function buildTree(overrides: Partial<TargetCascade> = {}): TargetCascade {
  const node = { byHand: false, history: 0, done: 0 };
  return {
    month: '2026-12',
    closed: false,
    editable: true,
    historyFrom: '2026-09',
    historyTo: '2026-11',
    agentsOn: '2026-12-01',
    dealers: [
      {
        ...node,
        id: '1',
        name: 'Связь-Сервис',
        target: 30,
        below: 28,
        history: 10,
        done: 4,
        points: [
          {
            ...node,
            id: '11',
            name: 'ТЦ «Европа»',
            target: 18,
            below: 18,
            history: 6,
            teams: [
              {
                ...node,
                id: '101',
                name: 'Северные',
                target: 8,
                byHand: true,
                below: 8,
                history: 4,
                done: 3,
                agents: [
                  { ...node, id: AGENT, name: 'Андреев Иван', phone: '79990000001', target: 8, history: 4, done: 3 },
                  { ...node, id: 'bbbbbbbb-2222-4222-8222-222222222222', name: '', phone: '79990000002', target: 0 },
                ],
              },
              { ...node, id: '102', name: 'Южные', target: 10, below: 10, history: 2, agents: [] },
            ],
          },
        ],
      },
      { ...node, id: '2', name: 'Новый дилер', target: null, below: null, points: [] },
    ],
    ...overrides,
  };
}

function api(role: 'admin' | 'operator', tree = buildTree()) {
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator({ role }) })
    .on(getTargetCascadeRoute, tree);
}

/** A row of the tree, found by the name in its first cell. */
const row = async (name: string) => (await screen.findByText(name, { selector: 'strong' })).closest('tr')!;

describe('the dealers’ targets', () => {
  it('shows each level’s own target, the sum below, the history, the month so far and the shares set by hand', async () => {
    setLocation('/admin/targets/dealers?month=2026-12');
    const fake = api('operator');
    renderScreen(<CascadeScreen />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Цели на декабрь 2026' })).toBeInTheDocument();
    expect(fake.requests(getTargetCascadeRoute)[0]!.query.get('month')).toBe('2026-12');
    expect(
      await screen.findByText(
        /Доли — по действующим договорам за сентябрь 2026 — ноябрь 2026; агенты команды — те, кто в ней на 01\.12\.2026/,
      ),
    ).toBeInTheDocument();

    const dealer = await row('Связь-Сервис');
    expect([...dealer.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'ДилерСвязь-Сервис',
      '30',
      '28не распределено: 2 договора',
      '10',
      '4',
    ]);
    const north = await row('Северные');
    expect(within(north).getByText('вручную')).toBeInTheDocument();
    expect(within(north).getByText('Команда')).toBeInTheDocument();
    const agent = await row('Андреев Иван');
    expect(within(agent).getByText('+7 (999) 000-00-01')).toBeInTheDocument();
    expect(within(await row('+7 (999) 000-00-02')).queryByText('вручную')).toBeNull();
    expect(within(await row('Новый дилер')).getByText('нет')).toBeInTheDocument();
    expect(screen.getByText('У дилера пока нет точек продаж.')).toBeInTheDocument();
    // An operator reads; the changes are the admins'.
    expect(screen.queryByRole('button', { name: /Задать цель|Изменить|Снять/ })).toBeNull();
  });

  it('sets a share by hand, showing the API’s refusal on the field, then the month again', async () => {
    setLocation('/admin/targets/dealers?month=2026-12');
    let calls = 0;
    const fake = api('admin').on(setCascadeShareRoute, () =>
      ++calls === 1
        ? refusal(
            422,
            'target_cascade_over_parent',
            'Не больше 10 договоров: столько остаётся от цели точки «ТЦ «Европа»» после долей, закреплённых вручную',
            {
              fields: {
                contracts:
                  'Не больше 10 договоров: столько остаётся от цели точки «ТЦ «Европа»» после долей, закреплённых вручную',
              },
            },
          )
        : buildTree(),
    );
    const { user } = renderScreen(<CascadeScreen />);

    await user.click(within(await row('Южные')).getByRole('button', { name: 'Изменить долю: Южные' }));
    const dialog = await screen.findByRole('dialog', { name: 'Доля: Южные' });
    const field = within(dialog).getByLabelText('Договоров за месяц');
    expect(field).toHaveValue('10');
    expect(within(dialog).getByText(/Не больше 10 договоров: столько остаётся от цели уровня выше/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Не меньше 0')).toBeInTheDocument();
    expect(fake.requests(setCascadeShareRoute)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '11');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText(
        'Не больше 10 договоров: столько остаётся от цели точки «ТЦ «Европа»» после долей, закреплённых вручную',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Цели пересчитаны.')).toBeInTheDocument();
    expect(fake.requests(setCascadeShareRoute).map((r) => [r.params, r.body])).toEqual([
      [
        { level: 'teams', id: '102' },
        { month: '2026-12', contracts: 11 },
      ],
      [
        { level: 'teams', id: '102' },
        { month: '2026-12', contracts: 9 },
      ],
    ]);
    // The month is read again after each call, the refused one too: what it changed, or what moved meanwhile.
    await expect.poll(() => fake.requests(getTargetCascadeRoute).length).toBe(3);
  });

  it('sets a dealer’s target and un-fixes a share', async () => {
    setLocation('/admin/targets/dealers');
    const fake = api('admin').on(setDealerTargetRoute, buildTree()).on(unfixCascadeShareRoute, buildTree());
    const { user } = renderScreen(<CascadeScreen />);

    await user.click(within(await row('Новый дилер')).getByRole('button', { name: 'Задать цель дилера «Новый дилер»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Цель дилера «Новый дилер»' });
    expect(within(dialog).getByText(/Разделится по точкам, командам и агентам/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Договоров за месяц'), '1 200');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Цели пересчитаны.')).toBeInTheDocument();
    expect(fake.requests(setDealerTargetRoute).map((r) => [r.params.id, r.body])).toEqual([
      ['2', { month: '2026-12', contracts: 1200 }],
    ]);

    // A share without a parent's target cannot be set: the dealer «Новый дилер» has no points anyway.
    await user.click(within(await row('Северные')).getByRole('button', { name: 'Снять закрепление доли: Северные' }));
    await expect
      .poll(() => fake.requests(unfixCascadeShareRoute).map((r) => [r.params, r.body]))
      .toEqual([[{ level: 'teams', id: '101' }, { month: '2026-12' }]]);
    expect(within(await row('Южные')).queryByRole('button', { name: /Снять/ })).toBeNull();
  });

  it('shows a closed month read-only, and keeps the chosen month in the address', async () => {
    setLocation('/admin/targets/dealers?month=2026-12');
    api('admin', buildTree({ closed: true, editable: false }));
    const { user } = renderScreen(<CascadeScreen />);

    expect(await screen.findByText(/Месяц закрыт: цели не меняются\./)).toBeInTheDocument();
    await row('Северные');
    expect(screen.queryByRole('button', { name: /Задать цель|Изменить|Снять/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Месяц'), '2026-11');
    await expect.poll(() => currentLocation()).toBe('/admin/targets/dealers?month=2026-11');
  });

  it('shows a past month still open read-only, as the API refuses its changes', async () => {
    setLocation('/admin/targets/dealers?month=2026-12');
    api('admin', buildTree({ editable: false }));
    renderScreen(<CascadeScreen />);

    expect(await screen.findByText(/Месяц прошёл: его цели не меняются\./)).toBeInTheDocument();
    await row('Северные');
    expect(screen.queryByRole('button', { name: /Задать цель|Изменить|Снять/ })).toBeNull();
  });
});
