// Contests of the back office (decision 0032): an admin drafts a contest, previews it as the member
// will see it and schedules it; the period's edges start, finish and settle it as jobs.
import * as z from 'zod/mini';
import { isoDateSchema } from '../common/validation.js';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { defineRoute } from '../http/route.js';
import { hasAtMostTwoDecimals, pointsSchema } from '../money/points.js';
import {
  CONTEST_KINDS,
  CONTEST_PARTICIPANTS,
  CONTEST_STATUSES,
  TEAM_CONTEST_RULES,
  TEAM_SPLITS,
} from '../contests/contest-rules.js';
import { approvalSchema } from './approvals.js';
import { contestIdParams, contestRuleSchema, memberContestSchema } from '../contests/member-contests.js';

export { contestIdParams };

const prizePoints = z
  .number({ error: 'Укажите сумму числом' })
  .check(
    z.gt(0, { error: 'Сумма больше нуля' }),
    z.lte(10_000_000, { error: 'Не больше 10\u00a0000\u00a0000\u00a0б.' }),
    z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
  );
const tariffs = z._default(
  z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'Пустое название тарифа' }),
          z.maxLength(100, { error: 'Не длиннее 100 символов' }),
        ),
    )
    .check(z.maxLength(20, { error: 'Не больше 20 тарифов' })),
  [],
);

export const contestRuleInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per_contract'), pointsPerContract: prizePoints, tariffs }),
  z.object({
    kind: z.literal('threshold'),
    contracts: z
      .int({ error: 'Укажите целое число договоров' })
      .check(z.gte(1, { error: 'Не меньше 1' }), z.lte(10_000, { error: 'Не больше 10\u00a0000' })),
    prize: prizePoints,
    tariffs,
  }),
  z.object({
    kind: z.literal('places'),
    prizes: z
      .array(prizePoints)
      .check(
        z.minLength(1, { error: 'Укажите приз хотя бы за 1-е место' }),
        z.maxLength(20, { error: 'Не больше 20 призовых мест' }),
      ),
    tariffs,
  }),
  z.object({
    kind: z.literal('steps'),
    steps: z
      .array(
        z.object({
          contracts: z
            .int({ error: 'Укажите целое число договоров' })
            .check(z.gte(1, { error: 'Не меньше 1' }), z.lte(10_000, { error: 'Не больше 10\u00a0000' })),
          prize: prizePoints,
        }),
      )
      .check(
        z.minLength(2, { error: 'Укажите хотя бы два порога' }),
        z.maxLength(10, { error: 'Не больше 10 порогов' }),
        // Overlapping steps — the same count twice, more contracts for no more — could never be told apart.
        z.refine(
          (steps) => steps.every((s, i) => i === 0 || (s.contracts > steps[i - 1]!.contracts && s.prize > steps[i - 1]!.prize)),
          {
            error: 'Пороги по возрастанию: больше договоров — больший приз',
          },
        ),
      ),
    tariffs,
  }),
  z.object({
    kind: z.literal('top_percent'),
    percent: z
      .int({ error: 'Укажите целое число процентов' })
      .check(z.gte(1, { error: 'От 1 до 50 %' }), z.lte(50, { error: 'От 1 до 50 %' })),
    prize: prizePoints,
    tariffs,
  }),
]);

export const contestBody = z
  .object({
    title: z.string({ error: 'Укажите название' }).check(
      z.trim(),
      z.minLength(1, { error: 'Укажите название' }),
      z.maxLength(200, { error: 'Не длиннее 200 символов' }),
      // Members' notifications and pushes name the contest: no address of another site.
      z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
    ),
    description: z._default(z.string().check(z.maxLength(20_000, { error: 'Не длиннее 20\u00a0000 символов' })), ''),
    startsOn: isoDateSchema,
    endsOn: isoDateSchema,
    participants: z.enum(CONTEST_PARTICIPANTS, { error: 'Участники: all, leagues или list' }),
    /** participants = 'leagues': the leagues (1 = lowest) that take part. */
    leagueNumbers: z._default(
      z.array(z.int().check(z.gte(1), z.lte(10))).check(z.maxLength(10, { error: 'Не больше 10 лиг' })),
      [],
    ),
    /** participants = 'list': members' phones (79XXXXXXXXX). */
    memberPhones: z._default(
      z
        .array(z.string().check(z.regex(/^79\d{9}$/, { error: 'Телефон в формате 79XXXXXXXXX' })))
        .check(z.maxLength(10_000, { error: 'Не больше 10\u00a0000 участников' })),
      [],
    ),
    /** The least average contracts a month of each league, ascending; empty: the tier table's bands. */
    leagueBands: z._default(
      z.array(z.int().check(z.gte(0), z.lte(1000))).check(z.maxLength(10, { error: 'Не больше 10 лиг' })),
      [],
    ),
    historyMonths: z._default(
      z.int().check(z.gte(1, { error: 'От 1 до 24 месяцев' }), z.lte(24, { error: 'От 1 до 24 месяцев' })),
      3,
    ),
    rule: contestRuleInput,
    /**
     * The most the prizes may cost together (points); null: no cap. A design whose worst case is
     * dearer is refused; ties and late joiners beyond it cut every prize in one proportion
     * (docs/product.md §11.4).
     */
    budget: z._default(z.nullable(prizePoints), null),
    /** The leagues' names, lowest first; an empty or missing one is called by its number. */
    leagueNames: z._default(
      z
        .array(z.string().check(z.trim(), z.maxLength(40, { error: 'Не длиннее 40 символов' })))
        .check(z.maxLength(10, { error: 'Не больше 10 лиг' })),
      [],
    ),
    /**
     * The control group (docs/product.md §11.3): the share of the eligible members, in per cent, held
     * out of the contest by a seeded draw; they do not see it. 0: no control group.
     */
    holdoutPercent: z._default(
      z
        .int({ error: 'Укажите целое число процентов' })
        .check(z.gte(0, { error: 'От 0 до 50 %' }), z.lte(50, { error: 'Не больше 50 % участников' })),
      0,
    ),
    /** Who competes (docs/product.md §11.8): members, or teams of agents. */
    kind: z._default(z.enum(CONTEST_KINDS, { error: 'Вид конкурса: individual или team' }), 'individual'),
    /** A team contest's split of a team's prize among its agents, fixed up front; ignored for members. */
    teamSplit: z._default(z.nullable(z.enum(TEAM_SPLITS, { error: 'Раздел приза: equal или contribution' })), null),
  })
  .check(
    z.refine((b) => b.endsOn >= b.startsOn, { error: 'Конец периода не раньше начала', path: ['endsOn'] }),
    z.refine((b) => b.leagueBands.every((v, i, a) => i === 0 || v > a[i - 1]!), {
      error: 'Границы лиг по возрастанию',
      path: ['leagueBands'],
    }),
    z.refine((b) => b.leagueBands.length === 0 || b.leagueNames.length <= b.leagueBands.length, {
      error: 'Названий больше, чем лиг',
      path: ['leagueNames'],
    }),
    z.refine((b) => b.participants !== 'leagues' || b.leagueNumbers.length > 0, {
      error: 'Выберите лиги',
      path: ['leagueNumbers'],
    }),
    z.refine((b) => b.participants !== 'list' || b.memberPhones.length > 0, {
      error: 'Укажите участников',
      path: ['memberPhones'],
    }),
    // A team contest (docs/product.md §11.8): its split chosen up front, a prize for places or a
    // threshold per agent, teams rather than a list of phones, and no control group of members.
    z.refine((b) => b.kind !== 'team' || b.teamSplit !== null, {
      error: 'Выберите, как делить приз команды',
      path: ['teamSplit'],
    }),
    z.refine((b) => b.kind !== 'team' || (TEAM_CONTEST_RULES as readonly string[]).includes(b.rule.kind), {
      error: 'В командном конкурсе — призы за места в лиге или за N договоров на агента',
      path: ['rule', 'kind'],
    }),
    z.refine((b) => b.kind !== 'team' || b.participants !== 'list', {
      error: 'В командном конкурсе участвуют все команды или выбранные лиги',
      path: ['participants'],
    }),
    z.refine((b) => b.kind !== 'team' || b.holdoutPercent === 0, {
      error: 'В командном конкурсе нет контрольной группы',
      path: ['holdoutPercent'],
    }),
  );
export type ContestBody = z.input<typeof contestBody>;
export type ContestBodyParsed = z.output<typeof contestBody>;

export const adminContestLeagueSchema = z.object({
  league: z.int(),
  /** «Лига 2» or the name an operator gave it. */
  name: z.string(),
  /** The least average contracts a month of the league; the next league's minus one is its top. */
  minContracts: z.int(),
  members: z.int(),
  leaders: z.array(z.object({ place: z.int(), memberId: z.string(), name: z.string(), phone: z.string(), score: z.int() })),
});

export const adminContestPrizeSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  league: z.int(),
  place: z.nullable(z.int()),
  score: z.int(),
  amount: pointsSchema,
  clawedBack: pointsSchema,
  status: z.enum(['paid', 'awaiting_approval', 'refused']),
  /** Why an admin refused the prize (the member reads it); null otherwise. */
  refusalReason: z.nullable(z.string()),
});

/** One group's contracts per member per week, in the four weeks before the contest and during it. */
export const controlGroupSideSchema = z.object({ members: z.int(), before: z.number(), during: z.number() });

/**
 * Did the contest lift sales (docs/product.md §11.3): the difference of differences of the two groups'
 * contracts per member per week, with its 95 % interval. `effect`, `low` and `high` are null while a
 * group has fewer than two members.
 */
export const controlGroupResultSchema = z.object({
  weeksBefore: z.int(),
  contest: controlGroupSideSchema,
  control: controlGroupSideSchema,
  effect: z.nullable(z.number()),
  low: z.nullable(z.number()),
  high: z.nullable(z.number()),
  /** The interval does not include zero. */
  significant: z.boolean(),
});
export type ControlGroupResult = z.infer<typeof controlGroupResultSchema>;

/** A team on the back office's board of its league (docs/product.md §11.8). */
export const adminContestTeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  /** Its point of sale and dealer: team names repeat across points. */
  point: z.string(),
  place: z.nullable(z.int()),
  contracts: z.int(),
  /** The average of its agents over the contest's days so far. */
  agents: z.number(),
  /** Counted contracts per agent, to the hundredth. */
  score: z.number(),
});

export const adminContestTeamLeagueSchema = z.object({
  league: z.int(),
  name: z.string(),
  minContracts: z.int(),
  teams: z.array(adminContestTeamSchema),
});

/** A settled team contest's prize of one team and its agents' shares. */
export const adminContestTeamPrizeSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  league: z.int(),
  place: z.nullable(z.int()),
  score: z.number(),
  amount: pointsSchema,
  shares: z.array(
    z.object({
      memberId: z.string(),
      name: z.string(),
      contracts: z.int(),
      amount: pointsSchema,
      clawedBack: pointsSchema,
      status: z.enum(['paid', 'awaiting_approval', 'refused']),
      refusalReason: z.nullable(z.string()),
    }),
  ),
});

export const contestPayoutSchema = z.object({ members: z.int(), total: pointsSchema });
export type ContestPayout = z.infer<typeof contestPayoutSchema>;

export const adminContestSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    participants: z.enum(CONTEST_PARTICIPANTS),
    leagueNumbers: z.array(z.int()),
    memberPhones: z.array(z.string()),
    leagueBands: z.array(z.int()),
    historyMonths: z.int(),
    rule: contestRuleSchema,
    /** The prizes' cap (points); null: none. */
    budget: z.nullable(pointsSchema),
    leagueNames: z.array(z.string()),
    /** What the prizes would have cost when the budget cut them at settlement (points); null otherwise. */
    uncappedTotal: z.nullable(pointsSchema),
    status: z.enum(CONTEST_STATUSES),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    leagues: z.array(adminContestLeagueSchema),
    prizes: z.array(adminContestPrizeSchema),
    /**
     * The prizes waiting for an admin other than the contest's author, as one request at the
     * approvals door (decision 0060): approving it pays every prize still awaiting, refusing it
     * refuses each with the reason its member reads. Null when nothing waits.
     */
    pendingPrizes: z.nullable(approvalSchema),
    /**
     * What settling the contest now would pay, from the standings as they are: the members who win
     * a prize and the sum (points). The back office shows it before «Завершить…» and sends it back
     * with the call; null unless the contest is running or finished.
     */
    payout: z.nullable(contestPayoutSchema),
    /** Why and when it was cancelled; null unless it is. */
    cancelReason: z.nullable(z.string()),
    cancelledAt: z.nullable(z.iso.datetime()),
    /** The control group's share in per cent (0: none) and the draw's seed, recorded at scheduling. */
    holdoutPercent: z.int(),
    holdoutSeed: z.nullable(z.string()),
    /** The members held out by the draw so far. */
    holdoutMembers: z.int(),
    /** The control group's result once the contest is settled; null before, or without a control group. */
    controlGroup: z.nullable(controlGroupResultSchema),
    kind: z.enum(CONTEST_KINDS),
    /** A team contest's split rule; null for a contest of members. */
    teamSplit: z.nullable(z.enum(TEAM_SPLITS)),
    /** A team contest's leagues of teams with their places; empty for a contest of members or before its start. */
    teamLeagues: z.array(adminContestTeamLeagueSchema),
    /** A settled team contest's prizes by team with the agents' shares; empty otherwise. */
    teamPrizes: z.array(adminContestTeamPrizeSchema),
  })
  .register(z.globalRegistry, { id: 'AdminContest' });
export type AdminContest = z.infer<typeof adminContestSchema>;

export const adminContestRowSchema = z.object({
  id: z.int(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(CONTEST_STATUSES),
  rule: contestRuleSchema,
  members: z.int(),
  kind: z.enum(CONTEST_KINDS),
});

export type AdminContestRow = z.infer<typeof adminContestRowSchema>;

export const listContestsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/contests',
  operationId: 'listContests',
  summary: 'Конкурсы: все, новые сверху',
  tag: 'admin',
  access: 'operator',
  response: z.object({ contests: z.array(adminContestRowSchema) }),
  errors: [],
});

export const getContestRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/contests/:id',
  operationId: 'getContest',
  summary: 'Конкурс: условия, лиги с лидерами, призы',
  tag: 'admin',
  access: 'operator',
  params: contestIdParams,
  response: adminContestSchema,
  errors: ['not_found'],
});

export const createContestRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/contests',
  operationId: 'createContest',
  summary: 'Создать черновик конкурса',
  tag: 'admin',
  access: 'admin',
  body: contestBody,
  response: adminContestSchema,
  errors: ['contest_members_unknown', 'contest_over_budget'],
});

export const updateContestRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/contests/:id',
  operationId: 'updateContest',
  summary: 'Изменить конкурс, пока он не начался (черновик или запланированный)',
  tag: 'admin',
  access: 'admin',
  params: contestIdParams,
  body: contestBody,
  response: adminContestSchema,
  errors: ['not_found', 'contest_wrong_state', 'contest_members_unknown', 'contest_start_past', 'contest_over_budget'],
});

export const scheduleContestRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/contests/:id/schedule',
  operationId: 'scheduleContest',
  summary: 'Запланировать конкурс: он начнётся в первый день периода',
  tag: 'admin',
  access: 'admin',
  params: contestIdParams,
  response: adminContestSchema,
  errors: ['not_found', 'contest_wrong_state', 'contest_start_past', 'contest_over_budget'],
});

export const finishContestRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/contests/:id/finish',
  operationId: 'finishContest',
  summary:
    'Завершить идущий конкурс сегодняшним днём и подвести итоги сейчас; тело — подтверждённые администратором число призёров и сумма (`payout` конкурса)',
  tag: 'admin',
  access: 'admin',
  params: contestIdParams,
  body: contestPayoutSchema,
  response: adminContestSchema,
  errors: ['not_found', 'contest_wrong_state', 'contest_payout_changed'],
});

export const contestCancelBody = z.object({
  reason: z.string({ error: 'Укажите причину отмены' }).check(
    z.trim(),
    z.minLength(1, { error: 'Укажите причину отмены' }),
    z.maxLength(500, { error: 'Не длиннее 500 символов' }),
    // The members' notification quotes it.
    z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
  ),
});

export const cancelContestRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/contests/:id/cancel',
  operationId: 'cancelContest',
  summary: 'Отменить конкурс до подведения итогов: с причиной, которую прочитают участники; призов не будет',
  tag: 'admin',
  access: 'admin',
  params: contestIdParams,
  body: contestCancelBody,
  response: adminContestSchema,
  errors: ['not_found', 'contest_wrong_state'],
});

/** A league as it would be made if the contest started now, and what its prizes may cost at worst. */
export const contestPlanLeagueSchema = z.object({
  league: z.int(),
  name: z.string(),
  /** The least average contracts a month of the league. */
  minContracts: z.int(),
  /** The eligible members it would hold now (the control group's draw not taken out); teams in a team contest. */
  members: z.int(),
  /** Points: the most its prizes may cost without ties; null when nothing bounds it (per contract). */
  worstCase: z.nullable(pointsSchema),
});

/**
 * The contest's leagues before its start, made from the members' last months as the start will make
 * them, and its worst-case cost (docs/product.md §11.4). Nothing is saved.
 */
export const contestPlanSchema = z.object({
  /** The least average contracts a month of every league, lowest first (as `leagueBands`). */
  bands: z.array(z.int()),
  /** The leagues that take part. */
  leagues: z.array(contestPlanLeagueSchema),
  members: z.int(),
  /** Points: the most the prizes may cost (every member reaching the threshold, every top place won once); null when unbounded. */
  worstCase: z.nullable(pointsSchema),
  budget: z.nullable(pointsSchema),
  /** What a member reads of the cost: the worst case, and what the budget does to it. */
  summary: z.string(),
  /** The worst case is within the budget (true without a budget). */
  withinBudget: z.boolean(),
});
export type ContestPlan = z.infer<typeof contestPlanSchema>;

export const planContestRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/contests/plan',
  operationId: 'planContest',
  summary: 'Лиги конкурса по результатам прошлых месяцев и стоимость призов в худшем случае (ничего не сохраняется)',
  tag: 'admin',
  access: 'operator',
  body: contestBody,
  response: contestPlanSchema,
  errors: ['contest_members_unknown'],
});

/**
 * The results' columns for the accountant (docs/product.md §11.4), one line per prize: the prize is
 * points on the member's balance, taxed when it is withdrawn; «НДФЛ при выводе» is what withdrawing
 * it now would withhold (or the company pay on top) under the regime that applies to the member.
 */
export const CONTEST_RESULTS_HEADER = [
  'ФИО',
  'Телефон',
  'ИНН',
  'Лига',
  'Место',
  'Договоров',
  'Приз, б.',
  'Возвращено, б.',
  'Статус приза',
  'Налоговый режим',
  'НДФЛ при выводе, ₽',
  'Кто платит НДФЛ',
] as const;

/** A team contest's results (docs/product.md §11.8): a line per agent's share, its team named. */
export const TEAM_CONTEST_RESULTS_HEADER = [
  'ФИО',
  'Телефон',
  'ИНН',
  'Команда',
  'Лига',
  'Место команды',
  'Договоров агента',
  'Приз команды, б.',
  'Доля, б.',
  'Возвращено, б.',
  'Статус доли',
  'Налоговый режим',
  'НДФЛ при выводе, ₽',
  'Кто платит НДФЛ',
] as const;

export const contestResultsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/contests/:id/results.csv',
  operationId: 'contestResults',
  summary: 'Итоги конкурса для бухгалтерии (CSV): участник, лига, место, приз и налог с него',
  tag: 'admin',
  access: 'operator',
  params: contestIdParams,
  response: 'csv',
  errors: ['not_found', 'contest_wrong_state'],
});

export const previewContestRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/contests/preview',
  operationId: 'previewContest',
  summary: 'Конкурс глазами участника (ничего не сохраняется)',
  tag: 'admin',
  access: 'operator',
  body: contestBody,
  response: memberContestSchema,
  errors: ['contest_members_unknown'],
});
