// The new operator form's rules, an operator's dealers (decision 0066), and the reason of an account's
// change refused or withdrawn at the approvals door (decision 0060): the contract's own schemas,
// loaded on first use (decision 0022).
import { createOperatorBody, rejectApprovalBody, updateOperatorBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { toDealersBody, type DealersFormValues } from './dealers-form';

export const createOperatorResolver = zodResolver(createOperatorBody);

/** The dealers ticked, checked by the contract's rule for them; a refusal is the list's. */
export const dealersResolver: Resolver<DealersFormValues> = (values) => {
  const parsed = updateOperatorBody.safeParse(toDealersBody(values));
  if (parsed.success) return { values, errors: {} };
  const issue = parsed.error.issues[0]!;
  const errors: FieldErrors<DealersFormValues> = { dealerIds: { type: issue.code, message: issue.message } };
  return { values: {}, errors };
};

export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
