// The sign-in's and the setup's rules, loaded by their forms on first use (decision 0022): the
// contracts' own bodies — the sign-in with the screen's words for a field left empty
// (schema.ts, which the server's own sending checks with too), the new password typed twice.
import { changeOperatorPasswordBody, totpCodeBody, totpSetupBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { adminSetup as t } from './texts';
import { signInForm } from './schema';

export const signInResolver = zodResolver(signInForm);

const passwordForm = z
  .object({ ...changeOperatorPasswordBody.shape, repeat: z.string() })
  .check(z.refine((v) => v.newPassword === v.repeat, { error: t.mismatch, path: ['repeat'] }));
export type PasswordFormInput = z.input<typeof passwordForm>;
export type PasswordFormValues = z.output<typeof passwordForm>;

export const passwordResolver = zodResolver(passwordForm);
export const totpCodeResolver = zodResolver(totpCodeBody);
export const totpSetupResolver = zodResolver(totpSetupBody);
