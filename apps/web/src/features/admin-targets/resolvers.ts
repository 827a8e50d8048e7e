// The target form's rules, loaded on first use (decision 0022): the contract's body (`setTargetsBody`),
// the numbers as typed and the phones read as the notifications' list is.
import { parseRecipientPhones, setTargetsBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { targetTexts as t } from './messages';

/** '1 250,5' → 1250.5; NaN when it is not a number (the contract then says so). */
const number = (text: string) => {
  const s = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return s === '' ? Number.NaN : Number(s);
};

const targetForm = z.object({
  month: setTargetsBody.shape.month,
  memberPhones: z.pipe(
    z.string().check(z.refine((text) => parseRecipientPhones(text).unreadable.length === 0, { error: t.phonesUnreadable })),
    z.pipe(
      z.transform((text: string) => parseRecipientPhones(text).phones),
      setTargetsBody.shape.memberPhones,
    ),
  ),
  contracts: z.pipe(z.pipe(z.string(), z.transform(number)), setTargetsBody.shape.contracts),
  bonus: z.pipe(z.pipe(z.string(), z.transform(number)), setTargetsBody.shape.bonus),
});
export type TargetFormInput = z.input<typeof targetForm>;
export type TargetFormValues = z.output<typeof targetForm>;

export const targetResolver = zodResolver(targetForm);
