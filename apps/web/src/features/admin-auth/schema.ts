// The sign-in form: the contract's sign-in body, with the screen's own words for a field left empty.
// The code is there once the password step has asked for it (an empty one is then refused). Loaded
// by the form on first use (resolvers.ts) and by the server's own sending (sign-in-sent-early.ts),
// never with the page (decision 0022).
import { adminSignInBody } from '@cabinet/contracts';
import * as z from 'zod/mini';
import { adminSignIn as t } from './texts';

export const signInForm = z.object({
  ...adminSignInBody.shape,
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, { error: t.emailRequired })), adminSignInBody.shape.email),
  password: z.pipe(z.string().check(z.minLength(1, { error: t.passwordRequired })), adminSignInBody.shape.password),
});
export type SignInFormInput = z.input<typeof signInForm>;
export type SignInFormValues = z.output<typeof signInForm>;
