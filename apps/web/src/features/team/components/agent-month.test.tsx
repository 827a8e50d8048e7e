import { getTeamAgentRoute } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { buildAgentMonth } from '../testing/fixtures';
import { AgentMonth } from './agent-month';

describe('an agent of the supervisor’s team', () => {
  it('shows the agent’s days in the team, target and contracts of the month, with the way back to the same month', async () => {
    const fake = fakeApi().on(
      getTeamAgentRoute,
      buildAgentMonth({
        stays: [
          { from: '2026-05-01', lastDay: '2026-05-09' },
          { from: '2026-05-15', lastDay: '2026-05-20' },
        ],
        contracts: [
          { number: 'ТВ-1001', signedOn: '2026-05-08', status: 'Действует', points: 700 },
          { number: 'ТВ-1017', signedOn: '2026-05-16', status: 'Расторгнут', points: 0 },
        ],
      }),
    );
    renderScreen(<AgentMonth memberId="m-boris" month="2026-05" />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Орлов Борис' })).toBeInTheDocument();
    expect(screen.getByText('май 2026')).toBeInTheDocument();
    expect(screen.getByText('В команде с 01.05.2026 по 09.05.2026')).toBeInTheDocument();
    expect(screen.getByText('В команде с 15.05.2026 по 20.05.2026')).toBeInTheDocument();
    expect(screen.getByTestId('team-agent-target')).toHaveTextContent('Личная цель месяца: 6 договоров');
    const contracts = within(screen.getByRole('list', { name: /^Договоры агента/ })).getAllByTestId('team-agent-contract');
    expect(contracts.map((c) => c.textContent)).toEqual([
      'Договор №\u00a0ТВ-1001Подписан 08.05.2026 · Действует700\u00a0б.',
      'Договор №\u00a0ТВ-1017Подписан 16.05.2026 · Расторгнут0\u00a0б.',
    ]);
    expect(screen.getByRole('link', { name: 'Вся команда' })).toHaveAttribute('href', '/team?month=2026-05');
    const [request] = fake.requests(getTeamAgentRoute);
    expect(request!.params).toEqual({ memberId: 'm-boris' });
    expect(request!.query.get('month')).toBe('2026-05');
  });

  it('says so when the agent signed nothing in the team that month', async () => {
    fakeApi().on(getTeamAgentRoute, buildAgentMonth({ contracts: [], target: 0 }));
    renderScreen(<AgentMonth memberId="m-boris" month={null} />);
    expect(await screen.findByText('В этом месяце договоров в команде нет')).toBeInTheDocument();
    expect(screen.getByTestId('team-agent-target')).toHaveTextContent('Личная цель месяца не задана');
    expect(screen.getByRole('link', { name: 'Вся команда' })).toHaveAttribute('href', '/team');
  });

  it('is «not found» in the API’s words for an agent who was not in the team that month', async () => {
    fakeApi().on(getTeamAgentRoute, refusal(404, 'team_agent_not_in_team', 'Этого агента не было в вашей команде в этом месяце'));
    renderScreen(<AgentMonth memberId="m-stranger" month="2026-04" />);
    expect(await screen.findByText('Агент не найден')).toBeInTheDocument();
    expect(screen.getByText('Этого агента не было в вашей команде в этом месяце')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вся команда' })).toHaveAttribute('href', '/team?month=2026-04');
  });

  it('tells a member who supervises no team why', async () => {
    fakeApi().on(getTeamAgentRoute, refusal(403, 'team_not_supervisor', 'Раздел «Команда» открыт руководителям команд'));
    renderScreen(<AgentMonth memberId="m-boris" month={null} />);
    expect(await screen.findByText('Раздел «Команда» открыт руководителям команд')).toBeInTheDocument();
    expect(screen.queryByText('Агент не найден')).toBeNull();
  });
});
