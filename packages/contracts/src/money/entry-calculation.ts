// «Как посчитано» (docs/product.md §11): a line of the history opens its calculation — the contract,
// the tariff, the month's tier and rate, the import it came from and the disputes that changed it.
import * as z from 'zod/mini';
import { isoDateSchema } from '../common/validation.js';
import { defineRoute } from '../http/route.js';
import { DISPUTE_STATUSES } from '../disputes/dispute-values.js';
import { changeIdParams } from '../admin/operators.js';
import { pointsSchema } from './points.js';

export const entryCalculationSchema = z
  .object({
    entryId: z.int(),
    date: z.iso.datetime(),
    amount: pointsSchema,
    title: z.string(),
    description: z.string(),
    /** The contract the line is for (a reward or its clawback). */
    contract: z.nullable(
      z.object({
        number: z.string(),
        clientName: z.string(),
        signedOn: isoDateSchema,
        tariff: z.nullable(z.string()),
        status: z.enum(['active', 'terminated']),
        cancelledAt: z.nullable(z.iso.datetime()),
      }),
    ),
    /**
     * How the reward was found: the contract was the member's `position`-th of `month` (Moscow), so
     * the level of `minContracts` contracts applied and paid `reward`; `table` is the month's levels.
     */
    tier: z.nullable(
      z.object({
        month: z.string(),
        position: z.int().check(z.positive()),
        minContracts: z.nullable(z.int()),
        reward: pointsSchema,
        table: z.array(z.object({ minContracts: z.int(), reward: pointsSchema })),
      }),
    ),
    /** The contracts import that brought the contract, by its number and date. */
    import: z.nullable(z.object({ id: z.int(), at: z.iso.datetime() })),
    /**
     * The member's missing-contract claim whose credit brought the contract: an admin decided its
     * amount, so no level of the month applies (`tier` is null).
     */
    claim: z.nullable(z.object({ disputeId: z.int() })),
    /**
     * A supervisor's override (docs/product.md §11.6) or its taking back: the agent's contract it is a
     * share of — never its client, who is the agent's — the agent's reward, the month's percent and the
     * share, rounded half-up to a kopeck. Absent on every other line (`contract` and `tier` are null here).
     */
    override: z.optional(
      z.object({
        /** «Фамилия И.» of the agent. */
        agentName: z.string(),
        teamName: z.string(),
        contractNumber: z.string(),
        signedOn: isoDateSchema,
        contractStatus: z.enum(['active', 'terminated']),
        cancelledAt: z.nullable(z.iso.datetime()),
        agentReward: pointsSchema,
        percent: z.number(),
        share: pointsSchema,
      }),
    ),
    /** The member's disputes of this line or its contract, and the one this line decided. */
    disputes: z.array(z.object({ id: z.int(), status: z.enum(DISPUTE_STATUSES), creditedAmount: z.nullable(pointsSchema) })),
  })
  .register(z.globalRegistry, { id: 'EntryCalculation' });
export type EntryCalculation = z.infer<typeof entryCalculationSchema>;

export const entryCalculationRoute = defineRoute({
  method: 'GET',
  path: '/api/accounts/transactions/:id/calculation',
  operationId: 'getEntryCalculation',
  summary: 'Как посчитана строка истории: договор, тариф, уровень месяца, загрузка и споры',
  tag: 'money',
  access: 'member',
  params: changeIdParams,
  response: entryCalculationSchema,
  errors: ['not_found'],
});
