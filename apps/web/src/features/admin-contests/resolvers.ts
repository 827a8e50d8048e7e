// The contest's forms' rules, loaded on first use (decision 0022): the contest form checked by the
// contract's own schema (`contestBody`) through its way to the body (form-values.ts), and the reasons
// of a cancellation and of the prizes' refusal.
import { contestBody, contestCancelBody, hasNoOutsideLink, outsideLinkIssue, rejectApprovalBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { fieldOf, toBody, type ContestFormValues } from './form-values';

/** react-hook-form's resolver from the contract's schema. */
export const contestResolver: Resolver<ContestFormValues> = (values) => {
  const parsed = contestBody.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ContestFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export const cancelReasonResolver = zodResolver(z.object({ reason: contestCancelBody.shape.reason }));
/** The door's rule for a refusal's reason, and the members' messages' one: they read it (the API checks both). */
export const refuseReasonResolver = zodResolver(
  z.object({ reason: rejectApprovalBody.shape.reason.check(z.refine(hasNoOutsideLink, { error: outsideLinkIssue })) }),
);
