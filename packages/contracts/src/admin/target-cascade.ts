// Targets cascaded through the team structure (decision 0067, docs/product.md §11.7): an admin sets a
// dealer's target of a month; it is split to the dealer's points of sale, teams and agents in
// proportion to the three months before, or fixed by hand at any level. Every operator reads the
// month's tree, admins write; an agent's share is their personal target of the month.
import * as z from 'zod/mini';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import { CASCADE_SHARE_LEVELS, CASCADE_TARGET_MAX } from './target-cascade-values.js';
import { monthSchema } from './tiers.js';

const node = {
  /** The dealer's, point's or team's id; the member's id for an agent. */
  id: z.string(),
  name: z.string(),
  /** Its own target of the month (contracts): null while none is set or split to it. */
  target: z.nullable(z.int()),
  /** Fixed by hand: a change above keeps it and splits the rest among the others. */
  byHand: z.boolean(),
  /** Active contracts of the three months before, each agent's on the days they were in it. */
  history: z.int(),
  /** Active contracts of the month so far, counted the same way. */
  done: z.int(),
};
/** The sum of the level below's own targets; null when none of them has one. */
const below = z.nullable(z.int());

const agentSchema = z.object({ ...node, phone: z.string() });
const teamSchema = z.object({ ...node, below, agents: z.array(agentSchema) });
const pointSchema = z.object({ ...node, below, teams: z.array(teamSchema) });
const dealerSchema = z.object({ ...node, below, points: z.array(pointSchema) });

export const targetCascadeSchema = z
  .object({
    month: z.string(),
    /** The month is closed (decision 0047): nothing in it changes. */
    closed: z.boolean(),
    /** Its targets may change: an open month, this one or later (a past month's shares would rewrite its bonuses). */
    editable: z.boolean(),
    /** The first and last month whose contracts weigh the shares. */
    historyFrom: z.string(),
    historyTo: z.string(),
    /** The day whose agents share a team's target: the month's first. */
    agentsOn: z.iso.date(),
    dealers: z.array(dealerSchema),
  })
  .register(z.globalRegistry, { id: 'TargetCascade' });
export type TargetCascade = z.infer<typeof targetCascadeSchema>;
export type TargetCascadeDealer = TargetCascade['dealers'][number];
export type TargetCascadePoint = TargetCascadeDealer['points'][number];
export type TargetCascadeTeam = TargetCascadePoint['teams'][number];
export type TargetCascadeAgent = TargetCascadeTeam['agents'][number];

const tooMany = `Не больше ${countRu(CASCADE_TARGET_MAX, ['договора', 'договоров', 'договоров'])}`;
const contractsSchema = (min: number) =>
  z
    .int({ error: 'Укажите целое число договоров' })
    .check(z.gte(min, { error: min === 0 ? 'Не меньше 0' : 'Не меньше 1' }), z.lte(CASCADE_TARGET_MAX, { error: tooMany }));

export const targetCascadeQuery = z.object({
  /** `YYYY-MM`; the current month (Moscow) when absent. */
  month: z.optional(monthSchema),
});

export const dealerTargetBody = z.object({ month: monthSchema, contracts: contractsSchema(1) });
export type DealerTargetBody = z.infer<typeof dealerTargetBody>;

/** A share fixed by hand: 0 is a share too (an agent away for the month). */
export const cascadeShareBody = z.object({ month: monthSchema, contracts: contractsSchema(0) });
export type CascadeShareBody = z.infer<typeof cascadeShareBody>;

export const unfixCascadeShareBody = z.object({ month: monthSchema });

const dealerParams = z.object({
  id: z.string({ error: 'not_found' }).check(z.regex(/^[1-9][0-9]{0,17}$/, { error: 'not_found' })),
});
const shareParams = z.object({
  level: z.enum(CASCADE_SHARE_LEVELS, { error: 'not_found' }),
  /** A point's or team's id, or an agent's member id. */
  id: z
    .string({ error: 'not_found' })
    .check(z.regex(/^([1-9][0-9]{0,17}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, { error: 'not_found' })),
});

export const getTargetCascadeRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/target-cascade',
  operationId: 'getTargetCascade',
  summary: 'Цели дилеров на месяц по точкам, командам и агентам: своя цель, сумма ниже, история и ход',
  tag: 'admin',
  access: 'operator',
  query: targetCascadeQuery,
  response: targetCascadeSchema,
  errors: [],
});

/** An agent's share is their personal target: a past month is refused as personal targets' are. */
const WRITE_ERRORS = ['not_found', 'target_cascade_month_closed', 'target_month_closed', 'target_cascade_under_fixed'] as const;

export const setDealerTargetRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/target-cascade/dealers/:id',
  operationId: 'setDealerTarget',
  summary: 'Задать цель дилера на месяц: она делится по точкам, командам и агентам, кроме закреплённых вручную',
  description:
    'Доли, заданные вручную, остаются; остальное делится пропорционально действующим договорам трёх предыдущих ' +
    'месяцев, поровну — когда ни у кого их нет. Агенты команды — те, кто в ней в первый день месяца. Ответ — дерево месяца.',
  tag: 'admin',
  access: 'admin',
  params: dealerParams,
  body: dealerTargetBody,
  response: targetCascadeSchema,
  errors: [...WRITE_ERRORS],
});

export const setCascadeShareRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/target-cascade/shares/:level/:id',
  operationId: 'setCascadeShare',
  summary: 'Задать вручную долю цели дилера точке, команде или агенту',
  description:
    'Доля закрепляется: остальное от цели уровня выше делится между незакреплёнными, и всё ниже делится заново. ' +
    'Больше, чем оставляет уровень выше, задать нельзя.',
  tag: 'admin',
  access: 'admin',
  params: shareParams,
  body: cascadeShareBody,
  response: targetCascadeSchema,
  errors: [...WRITE_ERRORS, 'target_cascade_no_parent', 'target_cascade_over_parent'],
});

export const unfixCascadeShareRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/target-cascade/shares/:level/:id/unfix',
  operationId: 'unfixCascadeShare',
  summary: 'Снять закрепление доли: она снова делится из цели уровня выше',
  tag: 'admin',
  access: 'admin',
  params: shareParams,
  body: unfixCascadeShareBody,
  response: targetCascadeSchema,
  errors: [...WRITE_ERRORS, 'target_cascade_no_parent'],
});
