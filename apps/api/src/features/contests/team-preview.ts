// A team contest as an agent will see it, for the back office's preview (docs/product.md §11.8): its rules
// with the split, and a sample league of two teams — the agent's own second — with the prizes at stake and
// the agent's share by the rule. Nothing is stored.
import type { MemberContest } from '@cabinet/contracts';
import { toPoints } from '../../ledger/amounts.js';
import type { ContestRow } from './contest-row.js';
import { memberView } from './member-view.js';
import { teamPrizeAtStake, teamPrizeFor, teamScore, type TeamLine } from './team-board.js';
import { splitTeamPrize } from './team-split.js';

const sample = (teamId: string, name: string, contracts: number, place: number): TeamLine => ({
  teamId,
  name,
  point: '',
  league: 1,
  contracts,
  agentDays: 30,
  days: 10,
  place,
});

export function teamPreview(c: ContestRow): MemberContest {
  const lines = [sample('1', 'Команда «Север»', 9, 1), sample('2', 'Ваша команда', 6, 2)];
  const mine = lines[1]!;
  const prize = teamPrizeFor(c, mine);
  // Three agents: the previewing one with three contracts, two more with two and one.
  const shares = splitTeamPrize(prize, c.teamSplit!, [
    { memberId: 'me', contracts: 3 },
    { memberId: 'b', contracts: 2 },
    { memberId: 'c', contracts: 1 },
  ]);
  return {
    ...memberView(c, null),
    result: null,
    leaders: [],
    countedAt: null,
    neighbours: [],
    nextStep: null,
    personalGoal: null,
    reach: null,
    lead: null,
    team: {
      teamName: mine.name,
      league: 1,
      leagueName: c.leagueNames[0]?.trim() || null,
      leagues: c.leagueBands.length,
      place: mine.place,
      teamsInLeague: lines.length,
      contracts: mine.contracts,
      agents: 3,
      score: teamScore(mine),
      prize: toPoints(prize),
      prizeAtStake: toPoints(teamPrizeAtStake(c, prize, lines.length)),
      split: c.teamSplit!,
      myContracts: 3,
      myShare: toPoints(shares.find((s) => s.memberId === 'me')?.amount ?? 0),
      board: lines.map((l) => ({
        place: l.place,
        name: l.name,
        score: teamScore(l),
        prize: toPoints(teamPrizeFor(c, l)),
        isMine: l === mine,
      })),
    },
  };
}
