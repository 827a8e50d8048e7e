// The supervisor's «Команда» in the member's cabinet (docs/product.md «Команды», decision 0065): the
// team's contracts and points of a month, each agent's progress to their target, who has sold nothing
// for a week, the team's clawbacks, and a short message to the team. A supervisor sees an agent only
// for the days the agent was in the team, and only what the job needs: no passports, withdrawals or tax.
import * as z from 'zod/mini';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import { monthSchema } from '../admin/tiers.js';
import { pointsSchema } from '../money/points.js';
import { TEAM_MESSAGE_MAX } from './team-cabinet-values.js';

export const teamRoleSchema = z.object({
  /** Whether the member supervises a team today (Moscow): the cabinet shows «Команда» then. */
  supervises: z.boolean(),
});
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const getTeamRoleRoute = defineRoute({
  method: 'GET',
  path: '/api/team/role',
  operationId: 'getTeamRole',
  summary: 'Руководит ли участник командой сегодня: показывать ли раздел «Команда»',
  tag: 'team',
  access: 'member',
  response: teamRoleSchema,
  errors: [],
});

export const teamMonthQuery = z.object({
  /** `YYYY-MM`, Moscow time; the current month when absent. */
  month: z.optional(monthSchema),
});
export type TeamMonthQuery = z.input<typeof teamMonthQuery>;

export const teamAgentRowSchema = z.object({
  memberId: z.string(),
  /** «Фамилия Имя», or the phone's last four digits as «Агент ··4567» when the member has not told a name. */
  name: z.string(),
  /** The first and last day (YYYY-MM-DD) of the month the agent was in the team; an agent who left and came back has a row per stay. */
  from: z.string(),
  lastDay: z.string(),
  /** Active contracts signed on those days. */
  contracts: z.int(),
  /** Points accrued for those contracts (less what was taken back). */
  points: pointsSchema,
  /** The agent's personal target of the month (contracts), as the agent sees it on their own page. */
  target: z.int(),
  /** The day of the agent's last contract in the team, null when none. */
  lastContractOn: z.nullable(z.string()),
  /** In the current month: in the team now and no contract signed in the last seven days. */
  stalled: z.boolean(),
  /** Whether the agent is in the team today. */
  current: z.boolean(),
});
export type TeamAgentRow = z.infer<typeof teamAgentRowSchema>;

export const teamClawbackSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  contractNumber: z.string(),
  /** Points taken back, positive. */
  points: pointsSchema,
  /** The day (YYYY-MM-DD) the points were taken back. */
  on: z.string(),
});
export type TeamClawback = z.infer<typeof teamClawbackSchema>;

export const teamContestPlaceSchema = z.object({
  contestId: z.int(),
  title: z.string(),
  /** A running contest, or one that ended within the month before. */
  status: z.enum(['running', 'finished', 'settled']),
  /** YYYY-MM-DD, the contest's last day. */
  endsOn: z.string(),
  leagueName: z.string(),
  teamsInLeague: z.int(),
  /** The team's place in its league; null before its first counted contract. */
  place: z.nullable(z.int()),
  /** Counted contracts per agent, to the hundredth: what ranks the teams. */
  score: z.number(),
  /** What the team wins if the contest ended today; once settled, what it won. */
  prize: pointsSchema,
  /** What it plays for: `prize`, or else the nearest prize of its league. */
  prizeAtStake: pointsSchema,
});
export type TeamContestPlace = z.infer<typeof teamContestPlaceSchema>;

export const teamMonthSchema = z.object({
  team: z.object({ id: z.string(), name: z.string(), point: z.string(), dealer: z.string() }),
  /** `YYYY-MM`. */
  month: z.string(),
  /** The months the member supervised the team, newest first (`YYYY-MM`): the month picker's choices. */
  months: z.array(z.string()),
  totals: z.object({
    contracts: z.int(),
    points: pointsSchema,
    /** The sum of the agents' targets. */
    target: z.int(),
    agents: z.int(),
    stalled: z.int(),
  }),
  agents: z.array(teamAgentRowSchema),
  clawbacks: z.array(teamClawbackSchema),
  /** The team's team contests on the month's last shown day (decision 0070): running first. */
  contests: z.array(teamContestPlaceSchema),
  /** Messages to the team left today (Moscow) under the daily limit. */
  messagesLeftToday: z.int(),
});
export type TeamMonth = z.infer<typeof teamMonthSchema>;

export const getTeamMonthRoute = defineRoute({
  method: 'GET',
  path: '/api/team',
  operationId: 'getTeamMonth',
  summary: 'Команда руководителя за месяц: договоры и баллы агентов, ход к целям, кто неделю без продаж, сторно',
  tag: 'team',
  access: 'member',
  query: teamMonthQuery,
  response: teamMonthSchema,
  errors: ['team_not_supervisor'],
});

export const teamAgentContractSchema = z.object({
  number: z.string(),
  /** YYYY-MM-DD. */
  signedOn: z.string(),
  /** The contract's status as the agent's own history words it. */
  status: z.string(),
  points: pointsSchema,
});

export const teamAgentMonthSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  month: z.string(),
  /** The stays in the team this month. */
  stays: z.array(z.object({ from: z.string(), lastDay: z.string() })),
  target: z.int(),
  contracts: z.array(teamAgentContractSchema),
});
export type TeamAgentMonth = z.infer<typeof teamAgentMonthSchema>;

export const getTeamAgentRoute = defineRoute({
  method: 'GET',
  path: '/api/team/agents/:memberId',
  operationId: 'getTeamAgent',
  summary: 'Договоры агента команды за месяц — только за дни, когда агент был в команде',
  tag: 'team',
  access: 'member',
  params: z.object({
    // Not an agent's id: refused as an agent the team never had, in the route's own words.
    memberId: z
      .string({ error: 'team_agent_not_in_team' })
      .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'team_agent_not_in_team' })),
  }),
  query: teamMonthQuery,
  response: teamAgentMonthSchema,
  errors: ['team_not_supervisor', 'team_agent_not_in_team'],
});

export const teamMessageBody = z.object({
  text: z
    .string({ error: 'Напишите сообщение' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Напишите сообщение' }),
      z.maxLength(TEAM_MESSAGE_MAX, { error: `Не длиннее ${countRu(TEAM_MESSAGE_MAX, ['символа', 'символов', 'символов'])}` }),
    ),
});
export type TeamMessageBody = z.infer<typeof teamMessageBody>;

export const sendTeamMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/team/messages',
  operationId: 'sendTeamMessage',
  summary: 'Короткое сообщение руководителя своей команде — по каналам уведомлений программы',
  description:
    'Без ссылок и адресов сайтов; не больше сообщений в сутки, чем задано программой. Каждое сообщение — в журнале действий.',
  tag: 'team',
  access: 'member',
  body: teamMessageBody,
  response: z.object({ recipients: z.int(), messagesLeftToday: z.int() }),
  errors: ['team_not_supervisor', 'team_message_link', 'team_message_limit'],
});
