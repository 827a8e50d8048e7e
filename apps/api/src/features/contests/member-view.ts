// The part of a contest's page every member of it reads alike: its rules in plain Russian, its dates and
// state; a member contest's page adds the member's standing (member-reads.ts), a team contest's their
// team's (team-standing.ts), and the back office's preview a sample of either.
import { contestRulesText, type MemberContest } from '@cabinet/contracts';
import { toPoints } from '../../ledger/amounts.js';
import type { MemberOwnParts } from './board-cache.js';
import { ruleOf, type MemberContestRow } from './contest-row.js';
import type { Standing } from './member-standing.js';
import { periodEdges } from './period.js';

/** The page without the leaders: also the back office's preview. */
export function memberView(
  c: MemberContestRow & { descriptionHtml: string },
  standing: Standing | null,
): Omit<MemberContest, Exclude<MemberOwnParts, 'standing'>> {
  const rule = ruleOf(c);
  return {
    id: c.id,
    title: c.title,
    descriptionHtml: c.descriptionHtml,
    status: c.status,
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    rule,
    rules: contestRulesText({
      rule,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      leagues: c.leagueBands.length,
      budget: c.budget === null ? null : toPoints(c.budget),
      teamSplit: c.teamSplit,
    }),
    kind: c.kind,
    standing,
    cancelReason: c.cancelReason,
    endsAt: periodEdges(c.startsOn, c.endsOn).endsAt.toISOString(),
  };
}
