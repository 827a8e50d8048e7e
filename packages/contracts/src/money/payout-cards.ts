// Bank cards a member is paid to (docs/product.md «Карты для выплат», decision 0056): the provider's
// widget takes the card number and answers a synonym (`payoutToken`) with the card's mask and bank;
// we keep only those. Adding a card, removing one and choosing the default each need a sign-in code.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { changeIdParams } from '../admin/operators.js';
import { PAYOUT_CARD_ACTIONS } from './payout-card-values.js';
import { payoutAccountResponse } from './payout-account.js';
export * from './payout-card-values.js';

export const payoutCardSchema = z
  .object({
    id: z.int().check(z.positive()),
    first6: z.string(),
    last4: z.string(),
    /** The bank that issued it, as the provider names it; null when unknown. */
    issuer: z.nullable(z.string()),
    /** Mir, Visa, MasterCard…; null when unknown. */
    cardType: z.nullable(z.string()),
    isDefault: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'PayoutCard' });
export type PayoutCard = z.infer<typeof payoutCardSchema>;

export const payoutCardsResponse = z.object({
  items: z.array(payoutCardSchema),
  /**
   * The provider's widget that takes a card number (ЮKassa: `account_id` is the gateway's id); null
   * when payouts go without a provider — then cards can be neither added nor paid to.
   */
  widget: z.nullable(z.object({ provider: z.string(), accountId: z.string() })),
  /**
   * The member is paid only to a card: self-employed (the regime applies) where the provider pays
   * cards — ЮKassa pays the self-employed to cards, not by SBP.
   */
  cardsOnly: z.boolean(),
  /** The account the bank's registry pays to (decision 0057): «Способы выплаты» is one list of methods. */
  account: payoutAccountResponse,
});
export type PayoutCardsResponse = z.infer<typeof payoutCardsResponse>;

export const listPayoutCardsRoute = defineRoute({
  method: 'GET',
  path: '/api/lk/payout-cards',
  operationId: 'listPayoutCards',
  summary: 'Мои способы выплаты: карты (маска, банк, карта по умолчанию) и счёт для выплат через банк',
  tag: 'money',
  access: 'member',
  response: payoutCardsResponse,
  errors: [],
});

/**
 * What the provider's widget answered (ЮKassa's success_callback), as the page passes it on: the
 * synonym must have the provider's shape (`payout_card_token_invalid`), and the card's digits and
 * bank are the page's word until a payout of the provider names the card (decision 0056).
 */
export const addPayoutCardBody = z.object({
  payoutToken: z.string({ error: 'Нет синонима карты' }).check(z.minLength(1), z.maxLength(200)),
  first6: z.string({ error: 'Нет первых цифр карты' }).check(z.regex(/^\d{6}$/, { error: 'Первые шесть цифр карты' })),
  last4: z.string({ error: 'Нет последних цифр карты' }).check(z.regex(/^\d{4}$/, { error: 'Последние четыре цифры карты' })),
  issuer: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  cardType: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});
export type AddPayoutCardBody = z.infer<typeof addPayoutCardBody>;

const codeSent = z.object({ channel: z.enum(['sms', 'telegram']), resendAfter: z.int() });

export const addPayoutCardRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/payout-cards',
  operationId: 'addPayoutCard',
  summary: 'Добавить карту, полученную виджетом платёжного сервиса: карта ждёт кода, код уходит SMS или в Telegram',
  tag: 'money',
  access: 'member',
  body: addPayoutCardBody,
  response: z.object({ cardId: z.int(), ...codeSent.shape }),
  errors: [
    'payout_cards_unavailable',
    'payout_card_token_invalid',
    'payout_cards_full',
    'resend_too_early',
    'too_many_codes',
    'sms_failed',
  ],
});

export const payoutCardCodeBody = z.object({ action: z.enum(PAYOUT_CARD_ACTIONS) });

export const payoutCardCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/payout-cards/:id/code',
  operationId: 'requestPayoutCardCode',
  summary: 'Прислать код, чтобы добавить карту, удалить её или сделать картой по умолчанию',
  tag: 'money',
  access: 'member',
  params: changeIdParams,
  body: payoutCardCodeBody,
  response: codeSent,
  errors: ['not_found', 'resend_too_early', 'too_many_codes', 'sms_failed'],
});

export const confirmPayoutCardBody = z.object({
  action: z.enum(PAYOUT_CARD_ACTIONS),
  code: z.string({ error: 'Введите код из SMS' }).check(z.regex(/^\d{6}$/, { error: 'Код — шесть цифр' })),
});
export type ConfirmPayoutCardBody = z.infer<typeof confirmPayoutCardBody>;

export const confirmPayoutCardRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/payout-cards/:id/confirm',
  operationId: 'confirmPayoutCard',
  summary: 'Подтвердить кодом: добавить карту, удалить её или сделать картой по умолчанию',
  description: 'Отвечает списком карт после изменения. Карту, по которой ждёт выплаты заявка, удалить нельзя.',
  tag: 'money',
  access: 'member',
  params: changeIdParams,
  body: confirmPayoutCardBody,
  response: payoutCardsResponse,
  errors: ['not_found', 'payout_card_in_use', 'invalid_code', 'code_expired', 'code_attempts_exhausted'],
});
