// The desk's forms' rules, loaded on first use (decision 0022): the payout register's range (the
// register route's query, a start not past its end), a withdrawal's refusal (the contract's reason) and
// a large payment's request refused or withdrawn at the approvals door (its reason, decision 0060).
import { deskRegisterQuery, deskRejectBody, rejectApprovalBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { adminCommon } from '@/components/admin/texts';

const registerForm = deskRegisterQuery.check(
  z.refine((q) => q.dateFrom <= q.dateTo, { error: adminCommon.dateRangeInverted, path: ['dateTo'] }),
);
export type RegisterFormInput = z.input<typeof registerForm>;
export type RegisterFormValues = z.output<typeof registerForm>;

export const registerResolver = zodResolver(registerForm);
export const rejectReasonResolver = zodResolver(z.object({ reason: deskRejectBody.shape.reason }));
export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
