// The back office's one refusal helper: how a failed call becomes what a screen shows. The API's own
// refusal `{code, message, fields?}` gives its Russian message and each field's own text; anything
// else (a network failure, an unexpected answer) gives the screen's fallback (decision 0028).
import { adminCommon } from './texts';
import { structuredRefusal } from '@/lib/api-client/errors';

export interface Refusal {
  /** The API's code, or null for a failure that is not a refusal. */
  code: string | null;
  message: string;
  /** The fields' own texts, by field name; empty when the refusal names none. */
  fields: Readonly<Record<string, string>>;
}

export function refusalOf(err: unknown, fallback: string = adminCommon.unexpected): Refusal {
  const refusal = structuredRefusal(err);
  if (!refusal) return { code: null, message: fallback, fields: {} };
  return { code: refusal.code ?? null, message: refusal.message, fields: refusal.fields ?? {} };
}

/** The message alone, where a screen has no fields to mark. */
export const refusalText = (err: unknown, fallback?: string): string => refusalOf(err, fallback).message;
