// One agent's month as their supervisor sees it (docs/product.md §12h): only the days the agent was in
// the team on the supervisor's days of the month — an agent who moved away shows the days before the
// move, and a month after it is refused like an agent who was never in the team.
import type { TeamAgentMonth } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toPoints } from '../../ledger/amounts.js';
import { monthTargetContracts } from '../targets/service.js';
import { teamAgentsOn } from '../teams/service.js';
import * as q from './queries.js';
import { staysWithin, supervisedMonth } from './supervision.js';
import { agentName, contractStatusText } from './texts.js';

export async function teamAgentMonth(
  db: Queryable,
  supervisorId: string,
  agentId: string,
  month: string | undefined,
  now: Date,
): Promise<TeamAgentMonth> {
  const sup = await supervisedMonth(db, supervisorId, month, now);
  const stays = await teamAgentsOn(db, sup.team.id, sup.days[0]!.from, sup.days.at(-1)!.lastDay);
  const mine = staysWithin(
    stays.filter((s) => s.memberId === agentId),
    sup.days,
  ).map(({ from, lastDay }) => ({ from, lastDay }));
  if (mine.length === 0) throw new AppError('team_agent_not_in_team');
  const [contracts, names, targets] = await Promise.all([
    q.agentContracts(db, agentId, mine),
    q.memberNames(db, [agentId]),
    monthTargetContracts(db, [agentId], sup.month),
  ]);
  return {
    memberId: agentId,
    name: agentName(names.get(agentId)),
    month: sup.month,
    stays: mine,
    target: targets.get(agentId) ?? 0,
    contracts: contracts.map((c) => ({
      number: c.number,
      signedOn: c.signedOn,
      status: contractStatusText(c),
      points: toPoints(c.points),
    })),
  };
}
