// The member forms' rules, loaded on first use (decision 0022): the contracts' own bodies — the new
// member (the phone as its mask shows it), the adjustment (the amount as typed), the employment's end,
// and the reasons of a block, an unblock, and a waiting request's refusal (an employment change's, an
// adjustment's).
import { createMemberBody, isoDateSchema, memberReasonBody, rejectApprovalBody, requestAdjustmentBody } from '@cabinet/contracts';
import { stripNonDigits } from '@cabinet/contracts/client';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { typedNumberRule } from '@/lib/typed-number-rule';
import { adminEmployment } from './texts';

const newMemberForm = z.object({
  ...createMemberBody.shape,
  phone: z.pipe(z.pipe(z.string(), z.transform(stripNonDigits)), createMemberBody.shape.phone),
  middleName: z.pipe(
    z.string(),
    z.transform((name) => (name.trim() ? name : undefined)),
  ),
});
export type NewMemberInput = z.input<typeof newMemberForm>;
export type NewMemberValues = z.output<typeof newMemberForm>;
export const newMemberResolver = zodResolver(newMemberForm);

const adjustmentForm = z.object({
  ...requestAdjustmentBody.shape,
  amount: typedNumberRule(requestAdjustmentBody.shape.amount),
});
export type AdjustmentInput = z.input<typeof adjustmentForm>;
export type AdjustmentValues = z.output<typeof adjustmentForm>;
export const adjustmentResolver = zodResolver(adjustmentForm);

const employmentForm = z.object({ state: z.enum(['ended', 'employed']), endedOn: z.string() }).check(
  z.superRefine((v, ctx) => {
    if (v.state === 'employed') return;
    if (v.endedOn === '') {
      ctx.issues.push({ code: 'custom', input: v.endedOn, path: ['endedOn'], message: adminEmployment.endedOnRequired });
      return;
    }
    const checked = isoDateSchema.safeParse(v.endedOn);
    if (!checked.success) {
      ctx.issues.push({ code: 'custom', input: v.endedOn, path: ['endedOn'], message: checked.error.issues[0]!.message });
    }
  }),
);
export type EmploymentForm = z.infer<typeof employmentForm>;
export const employmentResolver = zodResolver(employmentForm);

/** Blocking and unblocking: the contract's rule for the reason. */
export const memberReasonResolver = zodResolver(z.object({ reason: memberReasonBody.shape.reason }));
/**
 * A waiting change of the employment or an adjustment refused or withdrawn at the approvals door
 * (decision 0060): the contract's rule for the reason.
 */
export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
