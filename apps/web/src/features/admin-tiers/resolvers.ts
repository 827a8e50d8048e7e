// The tiers' and the supervisor override rule's form rules, loaded on first use (decision 0022): the
// contracts' bodies, each number as typed; the refusal of a waiting raise the approvals door's.
import {
  rejectApprovalBody,
  updateOverrideRuleBody,
  updateTiersBody,
  type UpdateOverrideRuleBody,
  type UpdateTiersBody,
} from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { typedNumber } from '@/lib/typed-number';

const tiersForm = z.object({
  month: updateTiersBody.shape.month,
  tiers: z.pipe(
    z.array(z.object({ minContracts: z.string(), reward: z.string(), targetBonus: z.string() })),
    z.transform((rows): UpdateTiersBody['tiers'] =>
      rows.map((r) => ({
        minContracts: typedNumber(r.minContracts),
        reward: typedNumber(r.reward),
        // An empty bonus is none.
        targetBonus: r.targetBonus.trim() === '' ? 0 : typedNumber(r.targetBonus),
      })),
    ),
  ),
});
export type TiersValues = z.input<typeof tiersForm>;

export const tiersResolver = zodResolver(z.pipe(tiersForm, updateTiersBody));

const overrideForm = z.object({
  month: updateOverrideRuleBody.shape.month,
  percent: z.pipe(
    z.string(),
    z.transform((text): UpdateOverrideRuleBody['percent'] => typedNumber(text)),
  ),
});
export type OverrideValues = z.input<typeof overrideForm>;

export const overrideResolver = zodResolver(z.pipe(overrideForm, updateOverrideRuleBody));

export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
