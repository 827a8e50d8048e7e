import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { orderCardSchema } from './order.js';
import { hasAtMostTwoDecimals } from './points.js';
import { IDEMPOTENCY_KEY_HEADER } from './money-values.js';
export { IDEMPOTENCY_KEY_HEADER } from './money-values.js';

export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9._:-]{8,128}$/;

// Loose: the route's other headers (authorization) must survive validation.
export const requestWithdrawalHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'idempotency_key_required' })
    .check(z.regex(IDEMPOTENCY_KEY_RE, { error: 'idempotency_key_required' })),
});

const bankIdSchema = z.string({ error: 'Выберите банк' }).check(z.maxLength(64));
/** SBP phone; non-digits are stripped before the check (product §5). */
const phoneSchema = z.string({ error: 'Укажите номер телефона' }).check(z.maxLength(64));
const positiveId = (error: string) => z.int({ error }).check(z.positive({ error }));

/**
 * Where a withdrawal goes (decision 0061): by SBP a bank and a phone, one of the member's cards
 * (decision 0056) or their account for the bank's registry (decision 0057). Each kind carries only
 * its own fields, so a card's or an account's request names no bank and no phone.
 */
export const withdrawalDestinationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('sbp'), bankId: bankIdSchema, phone: phoneSchema }),
    z.object({ kind: z.literal('card'), cardId: positiveId('Выберите карту') }),
    z.object({ kind: z.literal('account'), accountId: positiveId('Укажите счёт') }),
  ],
  { error: 'Куда вывести: sbp, card или account' },
);
export type WithdrawalDestination = z.infer<typeof withdrawalDestinationSchema>;

/**
 * POST /api/withdrawal/ body. Only the shape is checked here; the rules (minimum, balance, bank,
 * phone, card, confirmed identity) answer as a refusal with an `errorCode` so that the page can
 * explain. By SBP the specification's `bankId` and `phone`, as it always took them (or the same in
 * `destination`); to a card or an account, `destination` alone.
 */
export const requestWithdrawalBody = z
  .object({
    bankId: z.optional(bankIdSchema),
    amount: z.number({ error: 'Укажите сумму числом' }).check(
      z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
      z.refine((n) => Math.abs(n) <= 1e12, { error: 'Слишком большая сумма' }),
    ),
    phone: z.optional(phoneSchema),
    destination: z.optional(withdrawalDestinationSchema),
  })
  .check(
    // Without `destination` the request is the specification's, by SBP: the bank and the phone are required.
    z.refine((b) => b.destination !== undefined || b.bankId !== undefined, { error: 'Выберите банк', path: ['bankId'] }),
    z.refine((b) => b.destination !== undefined || b.phone !== undefined, {
      error: 'Укажите номер телефона',
      path: ['phone'],
    }),
    // One destination a request: a bank and a phone beside `destination` would be a second one.
    z.refine((b) => b.destination === undefined || (b.bankId === undefined && b.phone === undefined), {
      error: 'Укажите получателя один раз: банк и телефон — внутри destination',
      path: ['destination'],
    }),
  );
export type RequestWithdrawalBody = z.infer<typeof requestWithdrawalBody>;

/** The request's destination: its `destination`, or by SBP the specification's `bankId` and `phone`. */
export function withdrawalDestination(body: RequestWithdrawalBody): WithdrawalDestination {
  return body.destination ?? { kind: 'sbp', bankId: body.bankId ?? '', phone: body.phone ?? '' };
}

export const withdrawalErrorCodeSchema = z.enum([
  'insufficient_funds',
  'amount_too_small',
  'identity_not_confirmed',
  'bank_not_found',
  'invalid_phone',
  // A self-employed member (decision 0034).
  'npd_not_bound',
  'npd_status_lost',
  'npd_income_limit',
  // Where no rail pays the self-employed (by hand): withdrawals wait for the provider or the bank (decision 0061).
  'npd_payouts_paused',
  // A published version of the rules or of the consent not accepted yet (decision 0049).
  'legal_acceptance_required',
  // A payout to a card (decision 0056).
  'payout_card_not_found',
  'payout_card_required',
  'payout_cards_unavailable',
  // A payout by the bank's registry (decision 0057).
  'payout_account_not_found',
  'payout_account_required',
]);
export type WithdrawalErrorCode = z.infer<typeof withdrawalErrorCodeSchema>;

/**
 * 200 `{success: true, order, error: null, errorCode: null}` when the order is made;
 * 422 `{success: false, order: null, error: '<Russian>', errorCode}` when refused (nothing changed).
 * Spec §5: a withdrawal counts as success only with HTTP 200, success not false and an order.
 */
export const requestWithdrawalResponse = z
  .object({
    success: z.boolean(),
    order: z.nullable(orderCardSchema),
    error: z.nullable(z.string()),
    errorCode: z.nullable(withdrawalErrorCodeSchema),
  })
  .register(z.globalRegistry, { id: 'WithdrawalResult' });
export type RequestWithdrawalResponse = z.infer<typeof requestWithdrawalResponse>;

export const requestWithdrawalRoute = defineRoute({
  method: 'POST',
  path: '/api/withdrawal/',
  operationId: 'requestWithdrawal',
  summary: 'Заявка на вывод баллов по СБП или на карту',
  description:
    'Замораживает сумму и создаёт заявку. Обязателен заголовок Idempotency-Key: повтор с тем же ключом и телом ' +
    'получает первый ответ, с другим телом — 422 idempotency_mismatch. Отказ по правилам — 422 с success: false, ' +
    'текстом error и кодом errorCode; при отказе ничего не меняется.',
  tag: 'money',
  access: 'member',
  headers: requestWithdrawalHeaders,
  body: requestWithdrawalBody,
  response: requestWithdrawalResponse,
  otherResponses: { 422: requestWithdrawalResponse },
  errors: ['idempotency_key_required', 'idempotency_mismatch', 'rate_limited'],
});
