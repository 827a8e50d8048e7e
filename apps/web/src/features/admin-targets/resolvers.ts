// The target form's rules, loaded on first use (decision 0022): the contract's body (`setTargetsBody`),
// the numbers as typed and the phones read as the notifications' list is.
import { parseRecipientPhones, rejectApprovalBody, setTargetsBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { typedNumberRule } from '@/lib/typed-number-rule';
import { targetTexts as t } from './texts';

const targetForm = z.object({
  month: setTargetsBody.shape.month,
  memberPhones: z.pipe(
    z.string().check(z.refine((text) => parseRecipientPhones(text).unreadable.length === 0, { error: t.phonesUnreadable })),
    z.pipe(
      z.transform((text: string) => parseRecipientPhones(text).phones),
      setTargetsBody.shape.memberPhones,
    ),
  ),
  contracts: typedNumberRule(setTargetsBody.shape.contracts),
  bonus: typedNumberRule(setTargetsBody.shape.bonus),
});
export type TargetFormInput = z.input<typeof targetForm>;
export type TargetFormValues = z.output<typeof targetForm>;

export const targetResolver = zodResolver(targetForm);

/** The approvals door's rule for the refusal of targets that wait (decision 0060). */
export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
