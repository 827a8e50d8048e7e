// The keys' forms' rules, loaded on first use (decision 0022): the new key checked by the contract's
// own body (`issuePartnerKeyBody`) through the form's way to it (form-values.ts), a refused address
// named by its line; the rotation's hours as typed, then the contract's rule for them.
import { issuePartnerKeyBody, rotatePartnerKeyBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { typedNumberRule } from '@/lib/typed-number-rule';
import { addressLines, fieldOf, toBody, type IssueKeyFormValues } from './form-values';
import { partnerKeysTexts as t } from './texts';

export const issueKeyResolver: Resolver<IssueKeyFormValues> = (values) => {
  const parsed = issuePartnerKeyBody.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const lines = addressLines(values.addresses);
  const errors: FieldErrors<IssueKeyFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    const index = issue.path[1];
    const line = field === 'addresses' && typeof index === 'number' ? lines[index]?.line : undefined;
    errors[field] ??= { type: issue.code, message: line === undefined ? issue.message : t.addressLine(issue.message, line) };
  }
  return { values: {}, errors };
};

export const overlapResolver = zodResolver(z.object({ hours: typedNumberRule(rotatePartnerKeyBody.shape.overlapHours) }));
