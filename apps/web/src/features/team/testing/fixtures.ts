// «Команда» as the API answers it, for the component tests: the supervisor Ольга's team «Тверская» in
// May 2026 — one agent on track, one stalled for a week, one who left mid-month — and an agent's month.
import type { TeamAgentMonth, TeamAgentRow, TeamMonth } from '@cabinet/contracts/client';

export function buildAgentRow(overrides: Partial<TeamAgentRow> = {}): TeamAgentRow {
  return {
    memberId: 'm-anna',
    name: 'Смирнова Анна',
    from: '2026-05-01',
    lastDay: '2026-05-20',
    contracts: 6,
    points: 4200,
    target: 8,
    lastContractOn: '2026-05-19',
    stalled: false,
    current: true,
    ...overrides,
  };
}

export function buildTeamMonth(overrides: Partial<TeamMonth> = {}): TeamMonth {
  return {
    team: { id: 't-1', name: 'Тверская', point: 'Салон на Тверской, 12', dealer: 'ООО «Связь-Центр»' },
    month: '2026-05',
    months: ['2026-05', '2026-04', '2026-03'],
    totals: { contracts: 9, points: 12345, target: 20, agents: 3, stalled: 1 },
    agents: [
      buildAgentRow(),
      buildAgentRow({
        memberId: 'm-boris',
        name: 'Орлов Борис',
        contracts: 1,
        points: 700,
        target: 6,
        lastContractOn: '2026-05-08',
        stalled: true,
      }),
      buildAgentRow({
        memberId: 'm-vera',
        name: 'Агент ··4567',
        from: '2026-05-01',
        lastDay: '2026-05-14',
        contracts: 2,
        points: 1400,
        target: 6,
        lastContractOn: '2026-05-12',
        current: false,
      }),
    ],
    clawbacks: [{ memberId: 'm-anna', name: 'Смирнова Анна', contractNumber: 'ТВ-1042', points: 700, on: '2026-05-15' }],
    contests: [
      {
        contestId: 31,
        title: 'Команды мая',
        status: 'running',
        endsOn: '2026-05-31',
        leagueName: 'Лига 2',
        teamsInLeague: 4,
        place: 2,
        score: 1.75,
        prize: 3000,
        prizeAtStake: 3000,
      },
    ],
    messagesLeftToday: 2,
    ...overrides,
  };
}

export function buildAgentMonth(overrides: Partial<TeamAgentMonth> = {}): TeamAgentMonth {
  return {
    memberId: 'm-boris',
    name: 'Орлов Борис',
    month: '2026-05',
    stays: [{ from: '2026-05-01', lastDay: '2026-05-20' }],
    target: 6,
    contracts: [{ number: 'ТВ-1001', signedOn: '2026-05-08', status: 'Действует', points: 700 }],
    ...overrides,
  };
}
