// A form field typed as text, read as a number (typed-number.ts), then checked by the contract's own
// rule for it: the forms' resolvers load it with zod on first use (decision 0022), never the page.
import * as z from 'zod/mini';
import { typedNumber } from './typed-number';

export function typedNumberRule<R extends z.ZodMiniType<unknown, number>>(rule: R) {
  return z.pipe(z.pipe(z.string(), z.transform(typedNumber)), rule);
}
