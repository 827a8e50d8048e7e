// The withdrawal form's rules: a bank from the list, an SBP phone, 100 б. ≤ amount ≤ available.
import { hasAtMostTwoDecimals, MIN_WITHDRAWAL_POINTS } from '@cabinet/contracts/client';
import * as z from 'zod/mini';
import { withdrawTexts as t } from '@/lib/messages';
import { isCompletePhone, isEmptyPhone } from '@/components/phone-input/phone-mask';
import { formatPoints } from '@/lib/format';
import { parseAmount } from './amount';

export { parseAmount };

export function withdrawFormSchema(available: number | null) {
  return z.object({
    bankId: z.string().check(z.minLength(1, { error: t.bankRequired })),
    phone: z.string().check(
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
