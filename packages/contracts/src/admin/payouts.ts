import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';

// Payouts through a provider's API (decision 0031): the rail the desk pays by, the provider's
// notifications, the daily reconciliation's differences and the payout balance.

/**
 * Why a provider cancelled a payout, as the member (in the order and the notification) and the
 * operator read it. ЮKassa's reasons (its «Неуспешные выплаты»), and ours for a refused request.
 */
export const PAYOUT_CANCEL_REASONS: Record<string, string> = {
  insufficient_funds: 'У программы временно не хватает денег для выплат. Баллы вернулись — отправьте заявку позже.',
  fraud_suspected: 'Платёжный сервис заподозрил мошенничество и остановил перевод. Обратитесь к куратору программы.',
  // Ours: `fraud_suspected` declared by the recipient's bank rather than by ЮKassa (the adapter tells them apart).
  fraud_suspected_by_bank:
    'Банк получателя остановил перевод как подозрительный. Банки отказывают в переводах на счета, данные о которых есть в базе Банка России о переводах без согласия клиента. Баллы вернулись — узнайте причину в своём банке; если ваши данные попали в базу по ошибке, подайте заявление об исключении через банк или интернет-приёмную Банка России, а пока выберите другой банк.',
  one_time_limit_exceeded: 'Сумма больше разового лимита перевода по СБП. Разделите её на несколько заявок.',
  periodic_limit_exceeded: 'Превышен лимит переводов на этот счёт за период. Отправьте заявку позже.',
  rejected_by_payee: 'Банк получателя отклонил перевод. Проверьте счёт в банке или выберите другой банк.',
  general_decline: 'Перевод не прошёл без объяснения причины. Отправьте заявку ещё раз или выберите другой банк.',
  issuer_unavailable: 'Банк получателя временно недоступен. Отправьте заявку позже.',
  recipient_not_found: 'По этому номеру телефона в выбранном банке нет счёта для переводов по СБП. Проверьте номер и банк.',
  recipient_check_failed:
    'Владелец счёта в банке не совпадает с ФИО из паспортных данных. Укажите свой номер телефона и банк, где открыт счёт на ваше имя.',
  identification_required: 'Счёт получателя не идентифицирован. Выберите другой банк.',
  request_refused: 'Платёжный сервис не принял заявку. Проверьте номер телефона и банк и отправьте заявку ещё раз.',
  // Ours: a self-employed member lost the binding before the payout was sent (decision 0034).
  npd_not_bound:
    'Выплата самозанятому возможна только с разрешением на регистрацию чеков в «Мой налог». Баллы вернулись — подключите «Мой налог» в разделе «Самозанятость» профиля.',
  // Ours: ФНС did not confirm the НПД status when asked just before the payout (decision 0054).
  npd_status_lost:
    'Перед выплатой ФНС не подтвердила, что вы плательщик налога на профессиональный доход, поэтому перевод не отправлен. Баллы вернулись. Если вы по-прежнему самозанятый, проверьте статус в приложении «Мой налог» и нажмите «Проверить в ФНС» на странице «Самозанятость» профиля, затем отправьте заявку снова; если вы снялись с учёта, выберите в разделе «Налоги» режим «Физическое лицо».',
  // Ours: the member was recorded as the company's employee after the order was decided (decision 0051).
  former_employee:
    'Выплата самозанятому невозможна: вы работаете или работали в компании по трудовому договору, а выплаты работодателя в первые два года после увольнения не облагаются НПД. Баллы вернулись — отправьте заявку снова: с выплаты будет удержан НДФЛ, как у физического лица.',
};
/**
 * The same reasons for a payout to a card (decision 0056), where the next step is about the card
 * rather than a bank and a phone; a reason not here reads as above.
 */
/**
 * The bank's reasons for a payout by its registry to the member's account (decision 0057): a payout
 * the bank left out of the registry or did not pay. A reason not here reads as PAYOUT_CANCEL_REASONS.
 */
export const PAYOUT_CANCEL_REASONS_ACCOUNT: Record<string, string> = {
  SELF_EMPLOYED_NOT_ACTIVE:
    'Банк не нашёл разрешения действовать от вашего имени в «Мой налог». Баллы вернулись — подключите «Мой налог» в разделе «Самозанятость» профиля и подтвердите запрос банка в приложении, затем отправьте заявку снова.',
  INVALID_REQUISITES:
    'Банк не принял номер счёта или БИК. Баллы вернулись — проверьте реквизиты в выписке своего банка и укажите счёт заново на странице «Способы выплаты».',
  ACCOUNT_CLOSED:
    'Счёт закрыт или не принимает зачисления. Баллы вернулись — укажите действующий счёт на странице «Способы выплаты».',
  RECIPIENT_IN_FRAUD_DATABASE:
    'Банк получателя отказал в зачислении: данные счёта есть в базе Банка России о переводах без согласия клиента. Баллы вернулись — узнайте причину в своём банке; если ваши данные попали в базу по ошибке, подайте заявление об исключении через банк или интернет-приёмную Банка России, а пока укажите счёт в другом банке.',
  INSUFFICIENT_FUNDS: 'У программы временно не хватает денег для выплат. Баллы вернулись — отправьте заявку позже.',
  NO_VALID_PAYMENTS:
    'Банк не принял выплату. Баллы вернулись — проверьте счёт на странице «Способы выплаты» и статус в разделе «Самозанятость» профиля, затем отправьте заявку снова.',
};

export const PAYOUT_CANCEL_REASONS_CARD: Record<string, string> = {
  card_expired: 'Срок действия карты истёк. Баллы вернулись — добавьте действующую карту и отправьте заявку снова.',
  fraud_suspected_by_bank:
    'Банк, выпустивший карту, остановил перевод как подозрительный. Банки отказывают в переводах на счета, данные о которых есть в базе Банка России о переводах без согласия клиента. Баллы вернулись — узнайте причину в своём банке; если ваши данные попали в базу по ошибке, подайте заявление об исключении через банк или интернет-приёмную Банка России, а пока добавьте карту другого банка.',
  one_time_limit_exceeded: 'Сумма больше разового лимита перевода на карту. Разделите её на несколько заявок.',
  periodic_limit_exceeded: 'Превышен лимит переводов на эту карту за период. Отправьте заявку позже или выберите другую карту.',
  rejected_by_payee:
    'Банк, выпустивший карту, отклонил перевод. Баллы вернулись — проверьте карту в банке или выберите другую карту.',
  general_decline: 'Перевод не прошёл без объяснения причины. Отправьте заявку ещё раз или выберите другую карту.',
  issuer_unavailable: 'Банк, выпустивший карту, временно недоступен. Отправьте заявку позже.',
  recipient_not_found: 'Карта не найдена или закрыта. Баллы вернулись — добавьте действующую карту.',
  identification_required:
    'Банк, выпустивший карту, не может принять перевод без идентификации владельца. Выберите карту другого банка.',
  request_refused: 'Платёжный сервис не принял заявку. Выберите другую карту или добавьте её заново и отправьте заявку ещё раз.',
  // Ours: the provider refused the card's synonym itself (unknown or malformed) at the first request.
  payout_token_refused:
    'Платёжный сервис не знает эту карту: её данные у него недействительны. Баллы вернулись — добавьте карту заново на странице «Способы выплаты» и отправьте заявку снова.',
};

/**
 * The card reasons that mean the card itself is gone for the provider — expired, closed or unknown,
 * or its synonym refused: the card is dropped from the member's methods and they are told to add it
 * again (decision 0056), so that the next order is not sent to it and refused the same way.
 */
export const PAYOUT_CARD_GONE_REASONS: readonly string[] = ['card_expired', 'recipient_not_found', 'payout_token_refused'];

/** A reason the provider gave that no text here knows: said so, with the next step and where to ask. */
export const PAYOUT_CANCEL_REASON_UNKNOWN =
  'Платёжный сервис отменил перевод и не сообщил понятной причины. Баллы вернулись — отправьте заявку ещё раз; если перевод снова не пройдёт, напишите в службу поддержки программы.';

/** Where a payout went: by SBP, to a card (decision 0056) or to an account by the bank's registry (decision 0057). */
export type PayoutKind = 'sbp' | 'card' | 'account';

/** The text of a cancellation reason for a payout of that kind; an unknown code gets the general one. */
export function payoutCancelReasonText(reason: string | null, to: PayoutKind = 'sbp'): string {
  if (!reason) return PAYOUT_CANCEL_REASON_UNKNOWN;
  const own =
    to === 'card' ? PAYOUT_CANCEL_REASONS_CARD[reason] : to === 'account' ? PAYOUT_CANCEL_REASONS_ACCOUNT[reason] : undefined;
  return own || PAYOUT_CANCEL_REASONS[reason] || PAYOUT_CANCEL_REASON_UNKNOWN;
}

/** Where a registry of the bank is (decision 0057), as operators read it. */
export const PAYOUT_REGISTRY_STATES: Record<string, string> = {
  creating: 'Создаётся в банке',
  submitting: 'Подписывается',
  paying: 'Оплачивается',
  executing: 'Банк исполняет',
  receipts: 'Ждём чеки',
  done: 'Исполнен',
  failed: 'Не создан банком',
};

/** How operators and members read a provider's name. */
// «Т‑Банк» with a non-breaking hyphen (U+2011): a narrow screen never leaves «Т‑» at a line's end.
export const PAYOUT_PROVIDER_TITLES: Record<string, string> = { yookassa: 'ЮKassa', tbank: 'Т\u2011Банк' };

/** Where a payout by the provider is, as the desk shows it. */
export const PROVIDER_PAYOUT_STATES = {
  approved: 'Ждёт отправки',
  unknown: 'Отправлена, ответ не получён — уточняем',
  submitted: 'Передана платёжному сервису',
  succeeded: 'Выплачено',
  cancelled: 'Отменена платёжным сервисом',
} as const;
export type ProviderPayoutState = keyof typeof PROVIDER_PAYOUT_STATES;

/**
 * Why our side sent no payout at all, the points going back before anything left: a self-employed
 * member's «Мой налог» binding lost (decision 0034), the member recorded as the company's employee
 * (decision 0051), ФНС not confirming the status just before the payout (decision 0054).
 */
export const PAYOUT_NOT_SENT_REASONS = ['npd_not_bound', 'former_employee', 'npd_status_lost'] as const;
export type PayoutNotSentReason = (typeof PAYOUT_NOT_SENT_REASONS)[number];

/** A payout our checks stopped before it was sent, as the desk shows it: no provider cancelled anything. */
export const PAYOUT_NOT_SENT_STATE = 'Не отправлена: проверка перед выплатой не пройдена';

/** Where a payout is, as the desk shows it; a cancellation says whether it was ours, before sending. */
export function providerPayoutStateText(state: ProviderPayoutState, reason: string | null): string {
  const notSent = state === 'cancelled' && (PAYOUT_NOT_SENT_REASONS as readonly (string | null)[]).includes(reason);
  return notSent ? PAYOUT_NOT_SENT_STATE : PROVIDER_PAYOUT_STATES[state];
}

export const providerPayoutSchema = z.object({
  state: z.enum(Object.keys(PROVIDER_PAYOUT_STATES) as [ProviderPayoutState, ...ProviderPayoutState[]]),
  stateText: z.string(),
  /** «ЮKassa». */
  provider: z.string(),
  /** The provider's id of the payout once it answered. */
  providerPayoutId: z.nullable(z.string()),
  /** A cancellation's reason code and its text; for a payout put back to wait, why it waits. */
  reason: z.nullable(z.string()),
  reasonText: z.nullable(z.string()),
  /** Whether the provider checked the recipient's name with the bank. */
  recipientChecked: z.nullable(z.boolean()),
  attempts: z.int(),
  updatedAt: z.iso.datetime(),
});
export type ProviderPayoutView = z.infer<typeof providerPayoutSchema>;

export const PAYOUT_RAILS = {
  manual: 'Вручную (реестр CSV для банка)',
  provider: 'Через платёжный сервис',
  bank_registry: 'Самозанятым — через банк реестрами, остальным — вручную',
} as const;
export type PayoutRail = keyof typeof PAYOUT_RAILS;

/**
 * A rail: the one admins choose for new orders, or the one an order carries (decision 0061) — by
 * hand, the provider, the bank's registry. An order of `bank_registry` is the bank's alone; under
 * that choice an individual's new order carries `manual`.
 */
export const payoutRailSchema = z.enum(['manual', 'provider', 'bank_registry'], {
  error: 'Способ: manual, provider или bank_registry',
});

export const payoutRailResponse = z
  .object({
    /** The rail new orders get (decision 0061): each order keeps the one it was made with. */
    rail: payoutRailSchema,
    /** The provider the configuration names (null: only the manual rail). */
    provider: z.nullable(z.object({ name: z.string(), title: z.string() })),
    /** The bank whose registries pay the self-employed (decision 0057); null when none is configured. */
    bank: z.nullable(z.object({ name: z.string(), title: z.string() })),
    /** The bank's registries not finished yet: where each is and what the bank last refused. */
    registries: z.array(
      z.object({
        id: z.int(),
        bankRegistryId: z.nullable(z.int()),
        state: z.string(),
        stateText: z.string(),
        payouts: z.int(),
        amount: pointsSchema,
        lastError: z.nullable(z.string()),
        createdAt: z.iso.datetime(),
      }),
    ),
    /**
     * The provider's payout balance as last read; `low` below `warningBelow` (the configuration's
     * PAYOUT_BALANCE_WARNING_RUB), so that money is added before payouts are cancelled for the want of it.
     */
    balance: z.nullable(
      z.object({ amount: pointsSchema, checkedAt: z.iso.datetime(), low: z.boolean(), warningBelow: pointsSchema }),
    ),
    /** Payouts sent and not yet final. */
    inFlight: z.int(),
    /** Differences of the reconciliation not resolved. */
    openDifferences: z.int(),
  })
  .register(z.globalRegistry, { id: 'PayoutRail' });
export type PayoutRailResponse = z.infer<typeof payoutRailResponse>;

export const getPayoutRailRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/payouts/rail',
  operationId: 'getPayoutRail',
  summary: 'Способ выплат, платёжный сервис и его баланс выплат',
  tag: 'admin',
  access: 'operator',
  response: payoutRailResponse,
  errors: [],
});

const railChoice = payoutRailSchema;

/**
 * What a switch of the rail leaves unusable (decision 0057), counted before it applies: the
 * self-employed the new rail pays by a method they have not set (or, by hand, cannot pay at all),
 * the cards and accounts it stops using. `members` are those told — each self-employed member
 * above, once. A switch applies to new orders only (decision 0061): the orders waiting keep their
 * rail and are paid by it; `orders` counts those on a rail new orders no longer get, `movable` those
 * of them the new rail can pay, which an admin may move to it afterwards.
 */
export const payoutRailImpactSchema = z
  .object({
    from: railChoice,
    to: railChoice,
    members: z.int(),
    /** Self-employed members without the new rail's method; `method` names it (null: the rail pays them no way). */
    withoutMethod: z.int(),
    method: z.nullable(z.enum(['card', 'account'])),
    /** Orders waiting, not yet handed to a payer, that keep a rail new orders will not get; their sum. */
    orders: z.int(),
    ordersAmount: pointsSchema,
    /** Of those, the orders the new rail could pay, were they moved to it. */
    movable: z.int(),
    /** Active cards the new rail pays no more, and how many members hold them. */
    cards: z.int(),
    cardMembers: z.int(),
    /** Active accounts the new rail pays no more. */
    accounts: z.int(),
  })
  .register(z.globalRegistry, { id: 'PayoutRailImpact' });
export type PayoutRailImpact = z.infer<typeof payoutRailImpactSchema>;

export const payoutRailImpactRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/payouts/rail/impact',
  operationId: 'payoutRailImpact',
  summary: 'Кого затронет смена способа выплат: самозанятые без нужного способа, заявки, карты и счета',
  tag: 'admin',
  access: 'admin',
  query: z.object({ rail: railChoice }),
  response: payoutRailImpactSchema,
  errors: ['payout_provider_not_configured', 'payout_bank_not_configured'],
});

/** The rail after a switch, and how many members the switch told (rail-impact). */
export const updatePayoutRailResponse = z.extend(payoutRailResponse, { notified: z.int() });
export type UpdatePayoutRailResponse = z.infer<typeof updatePayoutRailResponse>;

export const updatePayoutRailRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/payouts/rail',
  operationId: 'updatePayoutRail',
  summary: 'Выбрать способ выплат: вручную, через платёжный сервис или самозанятым через банк',
  description:
    'Смена, которая оставит участников без способа вывода или заявки без выплаты, принимается только с числом затронутых участников, которое показал расчёт (`confirmedMembers`); затронутые участники получают уведомление в той же транзакции.',
  tag: 'admin',
  access: 'admin',
  body: z.object({
    rail: railChoice,
    /** The `members` of the switch's impact the admin confirmed; required when the switch leaves anything unusable. */
    confirmedMembers: z.optional(z.int({ error: 'Число участников — целое' }).check(z.nonnegative())),
  }),
  response: updatePayoutRailResponse,
  errors: ['payout_provider_not_configured', 'payout_bank_not_configured', 'payout_rail_unconfirmed'],
});

/** An order waiting on a rail new orders no longer get, which the rail in force cannot pay: it stays. */
export const stayingOrderSchema = z.object({
  id: z.int(),
  amount: pointsSchema,
  /** The rail it keeps, and where it goes as operators read it («Карта •• 7895», «Сбербанк, +79…»). */
  rail: railChoice,
  destination: z.string(),
});
export type StayingOrder = z.infer<typeof stayingOrderSchema>;

/**
 * The orders waiting (not yet handed to a payer) on a rail new orders no longer get (decision 0061):
 * those the rail in force can pay — their number and sum, which the admin confirms — and those it
 * cannot, which stay on their rail.
 */
export const payoutRailMoveSchema = z
  .object({
    /** The rail new orders get now: where the orders move. */
    rail: railChoice,
    orders: z.int(),
    amount: pointsSchema,
    staying: z.array(stayingOrderSchema),
  })
  .register(z.globalRegistry, { id: 'PayoutRailMove' });
export type PayoutRailMove = z.infer<typeof payoutRailMoveSchema>;

export const payoutRailMoveRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/payouts/rail/move',
  operationId: 'payoutRailMove',
  summary: 'Заявки на прежнем способе выплат: какие можно перевести на способ, выбранный сейчас, и какие останутся',
  tag: 'admin',
  access: 'admin',
  response: payoutRailMoveSchema,
  errors: [],
});

/** What the move did: how many orders and what sum moved to `rail`, and the orders that stay. */
export const movePayoutRailResponse = z.object({
  rail: railChoice,
  moved: z.int(),
  amount: pointsSchema,
  staying: z.array(stayingOrderSchema),
});
export type MovePayoutRailResponse = z.infer<typeof movePayoutRailResponse>;

export const movePayoutRailRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/payouts/rail/move',
  operationId: 'movePayoutRail',
  summary: 'Перевести ждущие заявки на способ выплат, выбранный сейчас: только те, что он может выплатить',
  description:
    'Переводит заявки, ещё не переданные платёжному сервису или банку, на способ выплат, выбранный сейчас, — каждую, если этот способ платит туда, куда она идёт. Принимается только с числом заявок и их суммой, которые показал расчёт (`confirmedOrders`, `confirmedAmount`); остальные заявки остаются на своём способе.',
  tag: 'admin',
  access: 'admin',
  body: z.object({
    /** The `orders` and `amount` of the move the admin confirmed. */
    confirmedOrders: z.int({ error: 'Число заявок — целое' }).check(z.nonnegative()),
    confirmedAmount: pointsSchema,
  }),
  response: movePayoutRailResponse,
  errors: ['payout_rail_move_unconfirmed'],
});

export const payoutDifferenceSchema = z.object({
  id: z.int(),
  orderId: z.nullable(z.int()),
  providerPayoutId: z.nullable(z.string()),
  kind: z.enum(['amount', 'status', 'order', 'missing_at_provider', 'unknown_to_us', 'sent_without_id', 'duplicate', 'card']),
  /** What it is about, in Russian. */
  text: z.string(),
  /**
   * Our value and the provider's: roubles (amount), ЮKassa's status, an order's number, our state;
   * for `card`, the card as the member's page said and as the provider's payout named it.
   */
  ours: z.nullable(z.string()),
  theirs: z.nullable(z.string()),
  foundAt: z.iso.datetime(),
  /** The order as the ledger has it: its amount and the member's status text; null for a payout unknown to us. */
  order: z.nullable(z.object({ amount: pointsSchema, statusText: z.string() })),
  /** Where our payout of the order is («Выплачено», «Отменена платёжным сервисом»…). */
  payoutStateText: z.nullable(z.string()),
});
export type PayoutDifference = z.infer<typeof payoutDifferenceSchema>;

export const PAYOUT_DIFFERENCE_TEXT = {
  amount: 'Сумма у платёжного сервиса не та, что в заявке',
  status: 'Статус у платёжного сервиса не тот, что в учёте',
  order: 'Выплата у платёжного сервиса относится к другой заявке',
  missing_at_provider: 'Платёжный сервис не знает выплату, которую мы отправили',
  unknown_to_us: 'Выплата у платёжного сервиса, которой нет в учёте',
  sent_without_id: 'Заявка отправлена платёжному сервису, номер его выплаты неизвестен',
  duplicate: 'У платёжного сервиса больше одной выплаты по заявке',
  card: 'Карта у платёжного сервиса не та, что прислала страница участника: карта исправлена, участник уведомлён',
} as const;

export const listPayoutDifferencesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/payouts/differences',
  operationId: 'listPayoutDifferences',
  summary: 'Расхождения сверки выплат с платёжным сервисом',
  tag: 'admin',
  access: 'operator',
  response: z.object({ items: z.array(payoutDifferenceSchema) }),
  errors: [],
});

/** A notification of ЮKassa: only the object's id is believed; its status is read back from ЮKassa. */
export const yookassaNotificationBody = z.looseObject({
  type: z.string().check(z.maxLength(100)),
  event: z.string().check(z.maxLength(100)),
  object: z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
});

export const yookassaNotificationRoute = defineRoute({
  method: 'POST',
  path: '/api/payouts/yookassa/notifications',
  operationId: 'yookassaNotification',
  summary: 'Уведомление ЮKassa о выплате (payout.succeeded, payout.canceled)',
  description:
    'Принимается только с адресов ЮKassa; статус выплаты перечитывается у ЮKassa, прежде чем двигать деньги. Повтор и опоздавшее уведомление ничего не меняют.',
  tag: 'money',
  access: 'public',
  body: yookassaNotificationBody,
  response: z.object({ received: z.boolean() }),
  errors: ['forbidden', 'not_found'],
});
