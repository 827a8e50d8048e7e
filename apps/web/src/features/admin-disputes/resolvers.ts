// The dispute's forms' rules, loaded on first use (decision 0022): the answer is the contract's body;
// the credit too, its amount as typed.
import { answerDisputeBody, creditDisputeBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

export const answerResolver = zodResolver(answerDisputeBody);

/** '1 250,50' → 1250.5; NaN when it is not a number (the contract then says «Укажите сумму числом»). */
function parsePoints(text: string): number {
  const normalised = text.replace(/[\s\u00A0]/g, '').replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}

const creditForm = z.object({
  ...creditDisputeBody.shape,
  amount: z.pipe(z.pipe(z.string(), z.transform(parsePoints)), creditDisputeBody.shape.amount),
});
export type CreditInput = z.input<typeof creditForm>;
export type CreditValues = z.output<typeof creditForm>;

export const creditResolver = zodResolver(creditForm);
