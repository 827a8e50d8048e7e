// The webhooks' forms' rules, loaded on first use (decision 0022): an address checked by the
// contract's own body (`createWebhookEndpointBody`; a change sends the same fields, under the same
// rules) through the form's way to it (form-values.ts), and the secret's rotation's hours as typed,
// then the contract's rule for them.
import { createWebhookEndpointBody, rotateWebhookSecretBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { typedNumberRule } from '@/lib/typed-number-rule';
import { fieldOf, toBody, type EndpointFormValues } from './form-values';

export const endpointResolver: Resolver<EndpointFormValues> = (values) => {
  const parsed = createWebhookEndpointBody.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<EndpointFormValues> = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors };
};

export const overlapResolver = zodResolver(
  z.object({ hours: typedNumberRule(rotateWebhookSecretBody.shape.previousValidHours) }),
);
