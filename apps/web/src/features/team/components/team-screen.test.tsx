import { getTeamMonthRoute } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, Reply } from '@/testing/fake-api';
import { currentLocation, router, setLocation } from '@/testing/navigation';
import { renderScreen } from '@/testing/render';
import { buildAgentRow, buildTeamMonth } from '../testing/fixtures';
import { TeamScreen } from './team-screen';

const agentRows = () => screen.getAllByTestId('team-agent');
const rowOf = (name: string) => agentRows().find((row) => within(row).queryByRole('link', { name }))!;

describe('the supervisor’s «Команда»', () => {
  it('shows the team, the month’s totals, the agents with the stalled one first and marked, and the clawbacks', async () => {
    fakeApi().on(getTeamMonthRoute, buildTeamMonth());
    renderScreen(<TeamScreen />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Тверская' })).toBeInTheDocument();
    expect(screen.getByText('Точка продаж: Салон на Тверской, 12')).toBeInTheDocument();
    expect(screen.getByText('Дилер: ООО «Связь-Центр»')).toBeInTheDocument();
    expect(screen.getByLabelText('Месяц')).toHaveDisplayValue('Май 2026');

    // The totals, as the cabinet writes figures: points grouped, with no-break spaces before «б.».
    expect(screen.getByTestId('team-contracts')).toHaveTextContent('9');
    expect(screen.getByTestId('team-points').textContent).toBe('12\u00a0345\u00a0б.');
    expect(screen.getByTestId('team-target')).toHaveTextContent('9 / 20');
    expect(screen.getByRole('progressbar', { name: 'Договоры команды к цели' })).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByTestId('team-agents')).toHaveTextContent('3');
    const stalledTotal = screen.getByTestId('team-stalled');
    expect(stalledTotal).toHaveTextContent('1');
    expect(stalledTotal.previousElementSibling).toHaveTextContent('Без продаж 7 дней');

    // Who needs a call this morning comes first; whoever left the team comes last, with their days.
    const table = screen.getByRole('table', { name: 'Агенты команды за месяц' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Агент', 'Договоры / цель', 'Баллы', 'Последний договор']);
    expect(agentRows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Орлов Борис',
      'Смирнова Анна',
      'Агент ··4567',
    ]);
    const boris = rowOf('Орлов Борис');
    expect(within(boris).getByText('Без продаж 7 дней')).toBeInTheDocument();
    expect(boris).toHaveTextContent('1 / 6');
    expect(within(boris).getByRole('progressbar', { name: 'Договоры к цели: Орлов Борис' })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );
    expect(boris.textContent).toContain('700\u00a0б.');
    expect(boris).toHaveTextContent('08.05.2026');
    expect(within(boris).getByRole('link')).toHaveAttribute('href', '/team/agents/m-boris?month=2026-05');
    const anna = rowOf('Смирнова Анна');
    expect(within(anna).queryByText('Без продаж 7 дней')).toBeNull();
    expect(anna).toHaveTextContent('6 / 8');
    const vera = rowOf('Агент ··4567');
    expect(within(vera).getByText('Уже не в команде')).toBeInTheDocument();
    expect(within(vera).getByText('В команде с 01.05.2026 по 14.05.2026')).toBeInTheDocument();

    const clawbacks = screen.getByRole('region', { name: 'Сторно' });
    expect(within(clawbacks).getByTestId('team-clawback').textContent).toBe(
      'Смирнова АннаДоговор №\u00a0ТВ-1042, списано 15.05.2026−700\u00a0б.',
    );
    expect(await screen.findByTestId('team-messages-left')).toHaveTextContent('Сегодня можно отправить ещё 2 сообщения.');

    // The team's place is always shown beside the prize it plays for (decision 0070).
    const contest = within(screen.getByRole('region', { name: 'Конкурсы команд' })).getByTestId('team-contest');
    expect(within(contest).getByRole('link', { name: 'Команды мая' })).toHaveAttribute('href', '/contests/31');
    expect(contest).toHaveTextContent('2-е место из 4 · Лига 2');
    expect(contest).toHaveTextContent('Идёт до 31.05.2026 · Договоров на агента: 1,75');
    expect(contest).toHaveTextContent(/Сейчас выигрывает: 3\s000\sб\.$/);
  });

  it('says in Russian when the month had no agents and no clawbacks', async () => {
    fakeApi().on(
      getTeamMonthRoute,
      buildTeamMonth({
        agents: [],
        clawbacks: [],
        contests: [],
        totals: { contracts: 0, points: 0, target: 0, agents: 0, stalled: 0 },
      }),
    );
    renderScreen(<TeamScreen />);

    expect(await screen.findByText('В этом месяце в команде не было агентов')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('В этом месяце сторно не было')).toBeInTheDocument();
    expect(screen.getByText('Команда сейчас не участвует в конкурсах')).toBeInTheDocument();
    expect(screen.getByTestId('team-target')).toHaveTextContent('цель не задана');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('switches the month through the address and shows the month the API answers', async () => {
    const fake = fakeApi().on(getTeamMonthRoute, (request) =>
      request.query.get('month') === '2026-04'
        ? buildTeamMonth({
            month: '2026-04',
            totals: { contracts: 14, points: 9800, target: 18, agents: 2, stalled: 0 },
            agents: [buildAgentRow({ lastDay: '2026-04-30', from: '2026-04-01', contracts: 8, stalled: false })],
            clawbacks: [],
          })
        : buildTeamMonth(),
    );
    const { user } = renderScreen(<TeamScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Тверская' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Май 2026', 'Апрель 2026', 'Март 2026']);

    await user.selectOptions(screen.getByLabelText('Месяц'), 'Апрель 2026');

    expect(router.push).toHaveBeenCalledWith('/team?month=2026-04', { scroll: false });
    expect(currentLocation()).toBe('/team?month=2026-04');
    await expect.poll(() => screen.getByTestId('team-contracts').textContent).toBe('14');
    expect(screen.getByLabelText('Месяц')).toHaveDisplayValue('Апрель 2026');
    expect(screen.queryByText('Без продаж 7 дней', { selector: 'span' })).toBeNull();
    expect(screen.getByText('В этом месяце сторно не было')).toBeInTheDocument();
    expect(within(agentRows()[0]!).getByRole('link')).toHaveAttribute('href', '/team/agents/m-anna?month=2026-04');
    expect(fake.requests(getTeamMonthRoute).map((r) => r.query.get('month'))).toEqual([null, '2026-04']);
  });

  it('opens on the month the address names', async () => {
    setLocation('/team?month=2026-03');
    const fake = fakeApi().on(getTeamMonthRoute, buildTeamMonth({ month: '2026-03' }));
    renderScreen(<TeamScreen />);
    expect(await screen.findByLabelText('Месяц')).toHaveDisplayValue('Март 2026');
    expect(fake.requests(getTeamMonthRoute)[0]!.query.get('month')).toBe('2026-03');
  });

  it('tells a member who supervises no team why, instead of an error to retry', async () => {
    fakeApi().on(getTeamMonthRoute, refusal(403, 'team_not_supervisor', 'Раздел «Команда» открыт руководителям команд'));
    renderScreen(<TeamScreen />);

    expect(await screen.findByText('Раздел «Команда» открыт руководителям команд')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('offers a retry when the team could not be read', async () => {
    fakeApi().on(getTeamMonthRoute, new Reply(503, {}));
    renderScreen(<TeamScreen />);
    expect(await screen.findByText('Не удалось загрузить команду.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
