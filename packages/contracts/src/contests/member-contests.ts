// The member's side of contests (decision 0032): the contests they take part in, and one contest
// with their place in their league, the gap to the next prize and the top of the league.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';
import { CONTEST_STATUSES } from './contest-rules.js';

export const contestRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per_contract'), pointsPerContract: pointsSchema, tariffs: z.array(z.string()) }),
  z.object({ kind: z.literal('threshold'), contracts: z.int(), prize: pointsSchema, tariffs: z.array(z.string()) }),
  z.object({ kind: z.literal('places'), prizes: z.array(pointsSchema), tariffs: z.array(z.string()) }),
]);

/** The member's own standing; null when they take part in no league of the contest yet. */
export const contestStandingSchema = z.object({
  league: z.int(),
  leagues: z.int(),
  /** Counted contracts. */
  score: z.int(),
  /** Place in the league (equal scores share it); null before the first counted contract. */
  place: z.nullable(z.int()),
  membersInLeague: z.int(),
  /** What reaching the next prize takes: `place` null for a threshold prize. Null when nothing is left to reach. */
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
});
export type MemberContest = z.infer<typeof memberContestSchema>;

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
  summary: 'Конкурс: правила, место участника в лиге, отрыв до следующего приза и лидеры лиги',
  tag: 'contests',
  access: 'member',
  params: contestIdParams,
  response: memberContestSchema,
  errors: ['not_found'],
});
