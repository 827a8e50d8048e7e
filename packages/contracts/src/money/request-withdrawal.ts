import { z } from 'zod';
import { orderCardSchema } from './order.js';
import { hasAtMostTwoDecimals } from './points.js';

/**
 * Header of POST /api/withdrawal/: a key the client makes for one press of the button (a UUID
 * will do) and sends again only to retry that press. A repeat with the same key and body gets the
 * first answer; with another body, 422 `idempotency_mismatch`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9._:-]{8,128}$/;

// Loose: the route's other headers (authorization) must survive validation.
export const requestWithdrawalHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'idempotency_key_required' })
    .regex(IDEMPOTENCY_KEY_RE, { error: 'idempotency_key_required' }),
});

/**
 * POST /api/withdrawal/ body. Only the shape is checked here; the rules (minimum, balance, bank,
 * phone, confirmed identity) answer as a refusal with an `errorCode` so that the page can explain.
 */
export const requestWithdrawalBody = z.object({
  bankId: z.string({ error: 'Выберите банк' }).max(64),
  amount: z
    .number({ error: 'Укажите сумму числом' })
    .refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' })
    .refine((n) => Math.abs(n) <= 1e12, { error: 'Слишком большая сумма' }),
  /** SBP phone; non-digits are stripped before the check (spec §5). */
  phone: z.string({ error: 'Укажите номер телефона' }).max(64),
});
export type RequestWithdrawalBody = z.infer<typeof requestWithdrawalBody>;

export const withdrawalErrorCodeSchema = z.enum([
  'insufficient_funds',
  'amount_too_small',
  'identity_not_confirmed',
  'bank_not_found',
  'invalid_phone',
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
    order: orderCardSchema.nullable(),
    error: z.string().nullable(),
    errorCode: withdrawalErrorCodeSchema.nullable(),
  })
  .meta({ id: 'WithdrawalResult' });
export type RequestWithdrawalResponse = z.infer<typeof requestWithdrawalResponse>;
