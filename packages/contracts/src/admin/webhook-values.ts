// Webhooks back to the company without zod (docs/webhooks.md): the events an endpoint may subscribe
// to, how the back office names them, and what each one's `data` holds. The API emits them, the
// back office offers them, the integrators' guide lists them.

/** Every event an endpoint may subscribe to, in the order the back office offers them. */
export const WEBHOOK_EVENT_TYPES = [
  'contract.accrued',
  'contract.refused',
  'payout.paid',
  'payout.refused',
  'member.registered',
  'member.blocked',
  'dispute.answered',
  'period.closed',
  'document.signed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What the admin's «Отправить тестовое событие» sends: to that endpoint only, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_TITLES: Record<WebhookMessageType, string> = {
  'contract.accrued': 'Договор начислен',
  'contract.refused': 'Договор отклонён',
  'payout.paid': 'Выплата проведена',
  'payout.refused': 'В выплате отказано',
  'member.registered': 'Участник зарегистрирован',
  'member.blocked': 'Участник заблокирован',
  'dispute.answered': 'Ответ по спору',
  'period.closed': 'Месяц закрыт',
  'document.signed': 'Документ месяца подписан',
  'webhook.test': 'Тестовое событие',
};

/** How a delivery stands: waiting for its next attempt, answered 2xx, or out of attempts. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_TEXT: Record<WebhookDeliveryStatus, string> = {
  pending: 'Ждёт попытки',
  delivered: 'Доставлено',
  failed: 'Не доставлено',
};

/** The longest a rotated-out secret may stay valid beside the new one, hours. */
export const WEBHOOK_ROTATION_MAX_HOURS = 72;

/** A member as the company's systems know them: the programme's id and the phone (`79XXXXXXXXX`). No passport data. */
export interface WebhookMember {
  id: string;
  phone: string;
}

/** Where a payout went, as much as the company needs to match it: never a full card or account number. */
export type WebhookPayoutDestination =
  { kind: 'sbp'; bankName: string; phone: string } | { kind: 'card'; last4: string } | { kind: 'account'; last4: string };

/** Each event's `data`. Amounts are points (1 б. = 1 ₽) with at most two decimals; times ISO 8601 UTC. */
export interface WebhookEventData {
  'contract.accrued': {
    contractId: number;
    number: string;
    member: WebhookMember;
    /** The contract's signing date, `YYYY-MM-DD`. */
    signedOn: string;
    reward: number;
    accruedAt: string;
  };
  'contract.refused': {
    number: string;
    /** Null when the contract's member is not known to the programme. */
    member: WebhookMember | null;
    reason: string;
    refusedAt: string;
  };
  'payout.paid': {
    orderId: number;
    member: WebhookMember;
    /** The points the member withdrew. */
    amount: number;
    /** НДФЛ withheld from them. */
    withheldTax: number;
    /** What reached the member: amount less the tax. */
    paid: number;
    destination: WebhookPayoutDestination;
    paidAt: string;
  };
  'payout.refused': {
    orderId: number;
    member: WebhookMember;
    /** The points returned to the member's balance. */
    amount: number;
    /** The reason the member reads. */
    reason: string;
    refusedAt: string;
  };
  'member.registered': {
    member: WebhookMember;
    /** Added in the back office, or at the first sign-in under open registration. */
    via: 'back_office' | 'sign_in';
    registeredAt: string;
  };
  'member.blocked': {
    member: WebhookMember;
    reason: string;
    blockedAt: string;
  };
  'dispute.answered': {
    disputeId: number;
    member: WebhookMember;
    status: 'in_progress' | 'need_info' | 'refused' | 'credited';
    /** The answer the member reads. */
    text: string;
    /** Points credited; null unless the status is `credited`. */
    credited: number | null;
    answeredAt: string;
  };
  'period.closed': {
    /** `YYYY-MM`. */
    month: string;
    closedAt: string;
  };
  'document.signed': {
    documentId: number;
    /** `YYYY-MM`: the closed month the document is of. */
    month: string;
    kind: 'agent_report' | 'npd_act';
    member: WebhookMember;
    /** SHA-256 of the signed document's text, hex. */
    hash: string;
    signedAt: string;
  };
  'webhook.test': {
    endpointId: number;
    sentBy: string;
  };
}

/** The body of every delivery (the Standard Webhooks payload structure). */
export interface WebhookPayload<T extends WebhookMessageType = WebhookMessageType> {
  type: T;
  /** When the event happened. */
  timestamp: string;
  data: WebhookEventData[T];
}
