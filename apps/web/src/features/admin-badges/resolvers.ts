// The badge form's rules, loaded on first use (decision 0022): the contract's own schema (`badgeBody`)
// through the form's way to the body (form-values.ts).
import { badgeBody } from '@cabinet/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { fieldOf, toBody, type BadgeFormValues } from './form-values';

export const badgeResolver: Resolver<BadgeFormValues> = (values) => {
  const parsed = badgeBody.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<BadgeFormValues> = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors };
};
