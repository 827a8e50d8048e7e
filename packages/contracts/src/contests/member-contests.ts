// The member's side of contests (decision 0032): the contests they take part in, and one contest
// with their place in their league, the gap to the next prize, the top of the league, and around
// their own line («Моё место», docs/product.md §11.1) the neighbours, the next contract's value and
// the time left.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';
import { CONTEST_KINDS, CONTEST_LEADS, CONTEST_STATUSES, TEAM_SPLITS } from './contest-rules.js';

export const contestRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per_contract'), pointsPerContract: pointsSchema, tariffs: z.array(z.string()) }),
  z.object({ kind: z.literal('threshold'), contracts: z.int(), prize: pointsSchema, tariffs: z.array(z.string()) }),
  z.object({ kind: z.literal('places'), prizes: z.array(pointsSchema), tariffs: z.array(z.string()) }),
  z.object({ kind: z.literal('top_percent'), percent: z.int(), prize: pointsSchema, tariffs: z.array(z.string()) }),
  z.object({
    kind: z.literal('steps'),
    steps: z.array(z.object({ contracts: z.int(), prize: pointsSchema })),
    tariffs: z.array(z.string()),
  }),
]);

/** The member's own standing; null when they take part in no league of the contest yet. */
export const contestStandingSchema = z.object({
  league: z.int(),
  /** The league's name an operator gave it; null: it is called by its number. */
  leagueName: z.nullable(z.string()),
  leagues: z.int(),
  /** Counted contracts. */
  score: z.int(),
  /** Place in the league (equal scores share it); null before the first counted contract. */
  place: z.nullable(z.int()),
  membersInLeague: z.int(),
  /**
   * What reaching the next prize takes: `place` null for a threshold's or a league's top share's
   * prize. Null when nothing is left to reach.
   */
  gap: z.nullable(z.object({ contracts: z.int(), place: z.nullable(z.int()) })),
  /** The member's gap in words: «ещё 2 договора до 3-го места». */
  gapText: z.nullable(z.string()),
  /** What the member has won or would win now (points). */
  prize: pointsSchema,
});

export const contestLeaderSchema = z.object({
  place: z.int(),
  /** First name and the surname's initial only. */
  name: z.string(),
  score: z.int(),
  isMe: z.boolean(),
});

/**
 * A line of the member's neighbours in their league (docs/product.md §11.1): up to three just above
 * and three just below them, and their own line.
 */
export const contestNeighbourSchema = z.object({
  /** Place in the league; null on the member's own line before their first counted contract. */
  place: z.nullable(z.int()),
  /** First name and the surname's initial only. */
  name: z.string(),
  score: z.int(),
  isMe: z.boolean(),
});

/** What one more contract signed today brings the member (docs/product.md §11.1). */
export const contestNextStepSchema = z.object({
  /** All of it, points: `reward` + `contest` + `targetBonus`. */
  points: pointsSchema,
  /** The month's tier for the contract's position in the member's month. */
  reward: pointsSchema,
  /** The contest's points per contract, or its threshold prize when this contract reaches it. */
  contest: pointsSchema,
  /** The personal target's bonus when this contract meets the target. */
  targetBonus: pointsSchema,
  /** The place in the league it leads to; null before the member is in a league. */
  place: z.nullable(z.int()),
  /** «Ещё 1 договор — +1 500 б. и 27-е место». */
  text: z.string(),
});

/** The member's personal target of this month while it is not met. */
export const contestPersonalGoalSchema = z.object({
  target: z.int(),
  done: z.int(),
  left: z.int(),
  bonus: pointsSchema,
  /** «До личной цели — ещё 2 договора». */
  text: z.string(),
});

/** Whether the next prize is within reach at the pace the member has kept (docs/product.md §11.1). */
export const contestReachSchema = z.object({
  /** Counted contracts a day so far. */
  perDay: z.number(),
  /** Contracts the pace brings by the end, and one more: the next contract is always in reach. */
  reachable: z.int(),
  /** The gap to the nearest prize is more than `reachable`. */
  outOfReach: z.boolean(),
});

/** A team on the board of its league in a team contest (docs/product.md §11.8): its name, never its agents'. */
export const contestTeamLineSchema = z.object({
  /** Place in the league (equal results share it); null before the team's first counted contract. */
  place: z.nullable(z.int()),
  name: z.string(),
  /** Counted contracts per agent, to the hundredth. */
  score: z.number(),
  /** The prize its place pays if the contest ended now (points); 0 when none. */
  prize: pointsSchema,
  isMine: z.boolean(),
});

/** The member's team in a team contest: its place, the prize at stake, their contribution and share. */
export const contestTeamStandingSchema = z.object({
  teamName: z.string(),
  league: z.int(),
  /** The league's name an operator gave it; null: it is called by its number. */
  leagueName: z.nullable(z.string()),
  leagues: z.int(),
  place: z.nullable(z.int()),
  teamsInLeague: z.int(),
  /** The team's counted contracts. */
  contracts: z.int(),
  /** The team's average number of agents over the contest's days so far. */
  agents: z.number(),
  /** Counted contracts per agent, to the hundredth: what teams are ranked by. */
  score: z.number(),
  /** What the team wins if the contest ended now (points). */
  prize: pointsSchema,
  /** The prize at stake: the team's prize now, or else the nearest one of its league (points). */
  prizeAtStake: pointsSchema,
  split: z.enum(TEAM_SPLITS),
  /** The member's counted contracts for the team. */
  myContracts: z.int(),
  /** The member's share of the team's prize now by the split rule (points); 0 without a counted contract. */
  myShare: pointsSchema,
  /** Every team of the league, best first. */
  board: z.array(contestTeamLineSchema),
});

export const memberContestSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  status: z.enum(CONTEST_STATUSES),
  startsOn: z.string(),
  endsOn: z.string(),
  rule: contestRuleSchema,
  score: z.int(),
  place: z.nullable(z.int()),
  gapText: z.nullable(z.string()),
  /** A team contest's `score` is the member's counted contracts for their team, `place` their team's. */
  kind: z.enum(CONTEST_KINDS),
});
export type MemberContestSummary = z.infer<typeof memberContestSummarySchema>;

export const memberContestSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Markdown rendered to HTML by the API's news renderer. */
  descriptionHtml: z.string(),
  status: z.enum(CONTEST_STATUSES),
  startsOn: z.string(),
  endsOn: z.string(),
  rule: contestRuleSchema,
  /** The rules in plain Russian. */
  rules: z.array(z.string()),
  standing: z.nullable(contestStandingSchema),
  /**
   * A settled contest's outcome for the member: their place, what they were paid (less what a
   * cancelled contract took back) and when; null before settlement and for one they did not enter.
   */
  result: z.nullable(
    z.object({
      place: z.nullable(z.int()),
      score: z.int(),
      prize: pointsSchema,
      /** `paid`, `awaiting_approval` (waits for a second admin), `refused` (by an admin), or `none` (nothing won). */
      prizeStatus: z.enum(['paid', 'awaiting_approval', 'refused', 'none']),
      /** Why an admin refused the prize (the member's notification says it too); null unless refused. */
      refusalReason: z.nullable(z.string()),
      /** When the prize was paid, or the contest settled when nothing was. */
      at: z.iso.datetime(),
    }),
  ),
  /** Why an admin cancelled the contest; null unless it is cancelled. */
  cancelReason: z.nullable(z.string()),
  leaders: z.array(contestLeaderSchema),
  /** The instant the contest ends: 24:00 of `endsOn`, Moscow time. */
  endsAt: z.iso.datetime(),
  /** When the standings last changed (a contract counted or taken out, the start); null before the start. */
  countedAt: z.nullable(z.iso.datetime()),
  /** The member's line with up to three above and three below in their league; empty outside a league. */
  neighbours: z.array(contestNeighbourSchema),
  /** What one more contract brings; null unless the contest is running. */
  nextStep: z.nullable(contestNextStepSchema),
  /** The personal target of this month while the contest runs and the target is not met; else null. */
  personalGoal: z.nullable(contestPersonalGoalSchema),
  /**
   * The pace rule while the member, in a league of a running contest that has run a whole day, wins
   * nothing yet and has a gap to a prize; else null.
   */
  reach: z.nullable(contestReachSchema),
  /** What the page leads with while the contest runs; null otherwise. */
  lead: z.nullable(z.enum(CONTEST_LEADS)),
  kind: z.enum(CONTEST_KINDS),
  /**
   * A team contest's part (docs/product.md §11.8): the member's team in its league; null for a contest
   * of members, or when the member sells for no team in it. `result` is then the member's share.
   */
  team: z.nullable(contestTeamStandingSchema),
});
export type MemberContest = z.infer<typeof memberContestSchema>;
export type ContestTeamStanding = z.infer<typeof contestTeamStandingSchema>;

export const listMemberContestsRoute = defineRoute({
  method: 'GET',
  path: '/api/contests/',
  operationId: 'listMemberContests',
  summary: 'Конкурсы участника: идущие и завершённые за последние 90 дней',
  tag: 'contests',
  access: 'member',
  response: z.object({ contests: z.array(memberContestSummarySchema) }),
  errors: [],
});

const NOT_FOUND = { error: 'not_found' };
export const contestIdParams = z.object({
  id: z.coerce.number(NOT_FOUND).check(z.int(NOT_FOUND), z.positive(NOT_FOUND), z.lte(2_147_483_647, NOT_FOUND)),
});

export const getMemberContestRoute = defineRoute({
  method: 'GET',
  path: '/api/contests/:id/',
  operationId: 'getMemberContest',
  summary:
    'Конкурс: правила, место участника в лиге, соседи по лиге, цена следующего договора, отрыв до следующего приза и лидеры лиги',
  tag: 'contests',
  access: 'member',
  params: contestIdParams,
  response: memberContestSchema,
  errors: ['not_found'],
});
