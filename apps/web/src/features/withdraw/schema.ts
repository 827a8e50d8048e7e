// The withdrawal form's rules: where the money goes (SBP, or a card: decision 0056), by SBP a bank
// from the list and a phone, 100 б. ≤ amount ≤ available.
import { hasAtMostTwoDecimals, MIN_WITHDRAWAL_POINTS } from '@cabinet/contracts/client';
import * as z from 'zod/mini';
import { withdrawTexts as t } from './texts';
import { isCompletePhone, isEmptyPhone } from '@/components/phone-input/phone-mask';
import { formatPoints } from '@/lib/format';
import { parseAmount } from './amount';

export { parseAmount };

/** `toCard`: the bank and the phone are not asked for. */
export function withdrawFormSchema(available: number | null, toCard = false) {
  return z.object({
    destination: z.string(),
    bankId: toCard ? z.string() : z.string().check(z.minLength(1, { error: t.bankRequired })),
    phone: toCard
      ? z.string()
      : z.string().check(
          z.refine((v) => !isEmptyPhone(v), { error: t.phoneRequired, abort: true }),
          z.refine(isCompletePhone, { error: t.phoneInvalid }),
        ),
    amount: z.string().check(
      z.trim(),
      z.minLength(1, { error: t.amountRequired }),
      z.refine((v) => Number.isFinite(parseAmount(v)) && hasAtMostTwoDecimals(parseAmount(v)), { error: t.amountFormat }),
      z.refine((v) => !(parseAmount(v) < MIN_WITHDRAWAL_POINTS), { error: t.amountMin(formatPoints(MIN_WITHDRAWAL_POINTS)) }),
      // Unknown balance: the API checks it anyway.
      z.refine((v) => available === null || !(parseAmount(v) > available), { error: t.amountMax(formatPoints(available)) }),
    ),
  });
}
export type WithdrawForm = z.input<ReturnType<typeof withdrawFormSchema>>;
