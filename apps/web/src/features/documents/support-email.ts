// The support e-mail of product §9 ("Support contact e-mail: {email}"): SUPPORT_EMAIL, as the API
// reads it (apps/api/src/config/env.ts), with the same default. Read on the server: the pages that
// show it are server components.
import * as z from 'zod/mini';

export const DEFAULT_SUPPORT_EMAIL = 'support@agentplus.ru';

const emailSchema = z.email();

/** SUPPORT_EMAIL, or the default when it is unset or blank; a value that is no e-mail is refused. */
export function parseSupportEmail(value: string | undefined): string {
  const email = value?.trim();
  if (!email) return DEFAULT_SUPPORT_EMAIL;
  if (!emailSchema.safeParse(email).success) throw new Error(`SUPPORT_EMAIL is not an e-mail address: ${JSON.stringify(email)}`);
  return email;
}

let cached: string | null = null;

export function supportEmail(): string {
  cached ??= parseSupportEmail(process.env.SUPPORT_EMAIL);
  return cached;
}
