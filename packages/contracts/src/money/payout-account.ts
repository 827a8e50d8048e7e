// The member's bank account the bank's registry pays to (docs/product.md «Способы выплаты», decision
// 0057): 20 digits and the bank's БИК, their control key checked. Setting one needs a sign-in code;
// a new account confirmed replaces the old one.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { changeIdParams } from '../admin/operators.js';
import { isValidBankAccount, isValidBik } from '../common/bank-account.js';

export const payoutAccountSchema = z
  .object({
    id: z.int().check(z.positive()),
    /** The last four digits: the number is shown masked («•• 1234»). */
    last4: z.string(),
    bik: z.string(),
    /** The bank by its БИК when the programme's bank list knows it; null otherwise. */
    bankName: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'PayoutAccount' });
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutAccountResponse = z.object({
  account: z.nullable(payoutAccountSchema),
  /**
   * The bank's registry pays this member (self-employed, the rail «через банк» chosen): withdrawals
   * go only to the account, and without one no withdrawal can be made.
   */
  required: z.boolean(),
  /** An account can be set at all: a bank's registry rail is chosen. */
  available: z.boolean(),
});
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponse>;

export const setPayoutAccountBody = z
  .object({
    accountNumber: z.string({ error: 'Укажите номер счёта' }).check(z.regex(/^\d{20}$/, { error: 'Номер счёта — 20 цифр' })),
    bik: z
      .string({ error: 'Укажите БИК банка' })
      .check(
        z.regex(/^\d{9}$/, { error: 'БИК — 9 цифр, начинается с 04' }),
        z.refine(isValidBik, { error: 'БИК — 9 цифр, начинается с 04' }),
      ),
  })
  .check(
    z.refine((b) => !/^\d{20}$/.test(b.accountNumber) || !isValidBik(b.bik) || isValidBankAccount(b.accountNumber, b.bik), {
      error: 'Номер счёта не сходится с БИК: проверьте обе цифры в выписке банка',
      path: ['accountNumber'],
    }),
  );
export type SetPayoutAccountBody = z.infer<typeof setPayoutAccountBody>;

const codeSent = z.object({ channel: z.enum(['sms', 'telegram']), resendAfter: z.int() });

export const setPayoutAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/payout-account',
  operationId: 'setPayoutAccount',
  summary: 'Указать счёт для выплат через банк: счёт ждёт кода, код уходит SMS или в Telegram',
  tag: 'money',
  access: 'member',
  body: setPayoutAccountBody,
  response: z.object({ accountId: z.int(), ...codeSent.shape }),
  errors: ['payout_account_unavailable', 'resend_too_early', 'too_many_codes', 'sms_failed'],
});

export const payoutAccountCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/payout-account/:id/code',
  operationId: 'requestPayoutAccountCode',
  summary: 'Прислать код ещё раз, чтобы подтвердить счёт',
  tag: 'money',
  access: 'member',
  params: changeIdParams,
  response: codeSent,
  errors: ['not_found', 'resend_too_early', 'too_many_codes', 'sms_failed'],
});

export const confirmPayoutAccountBody = z.object({
  code: z.string({ error: 'Введите код из SMS' }).check(z.regex(/^\d{6}$/, { error: 'Код — шесть цифр' })),
});

export const confirmPayoutAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/payout-account/:id/confirm',
  operationId: 'confirmPayoutAccount',
  summary: 'Подтвердить счёт кодом: он заменяет прежний',
  description: 'Счёт, на который ждёт выплаты заявка, остаётся в заявке: новый счёт получит следующие выплаты.',
  tag: 'money',
  access: 'member',
  params: changeIdParams,
  body: confirmPayoutAccountBody,
  response: payoutAccountResponse,
  errors: ['not_found', 'invalid_code', 'code_expired', 'code_attempts_exhausted'],
});
