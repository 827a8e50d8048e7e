// The dispute's forms' rules, loaded on first use (decision 0022): the answer is the contract's body;
// the credit too, its amount as typed; the refusal of a waiting credit the approvals door's.
import { answerDisputeBody, creditDisputeBody, rejectApprovalBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { typedNumberRule } from '@/lib/typed-number-rule';

export const answerResolver = zodResolver(answerDisputeBody);

const creditForm = z.object({
  ...creditDisputeBody.shape,
  amount: typedNumberRule(creditDisputeBody.shape.amount),
});
export type CreditInput = z.input<typeof creditForm>;
export type CreditValues = z.output<typeof creditForm>;

export const creditResolver = zodResolver(creditForm);

export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
