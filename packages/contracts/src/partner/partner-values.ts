// The partner API's constants without zod (docs/partner-api.md): the back office's key screen and the
// integrators' documentation read them.

/** What a key may do. Writing contracts is money: such a key waits for a second admin (decision 0063). */
export const PARTNER_SCOPES = ['contracts:write', 'contracts:read', 'structure:write'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const PARTNER_SCOPE_TEXT: Record<PartnerScope, string> = {
  'contracts:write': 'Передавать договоры и их статусы (начисления баллов)',
  'contracts:read': 'Читать статус договоров',
  'structure:write': 'Передавать структуру: агентов в командах и руководителей команд',
};

/**
 * Scopes whose calls move members' money: a key with one of them needs two admins. The structure is one:
 * it decides whose contracts pay a supervisor's override and count for a team.
 */
export const MONEY_SCOPES: readonly PartnerScope[] = ['contracts:write', 'structure:write'];

export const PARTNER_KEY_STATUSES = ['pending', 'active', 'refused', 'revoked'] as const;
export type PartnerKeyStatus = (typeof PARTNER_KEY_STATUSES)[number];

export const PARTNER_KEY_STATUS_TEXT: Record<PartnerKeyStatus | 'expired', string> = {
  pending: 'Ждёт второго администратора',
  active: 'Действует',
  refused: 'Не подтверждён',
  revoked: 'Отозван',
  expired: 'Срок истёк',
};

/** Rows a batch may carry. */
export const PARTNER_BATCH_MAX = 1000;
/** The largest body of a batch: 1 000 rows of the longest valid cells fit with room to spare. */
export const PARTNER_BODY_LIMIT = 1024 * 1024;
/** Calls a key may make per minute unless its admin set another number. */
export const PARTNER_DEFAULT_RATE_PER_MINUTE = 600;
/** How far a signed request's time may be from the API's, seconds (the Standard Webhooks tolerance). */
export const PARTNER_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The longest overlap of a rotation: the old key stays valid this many hours at most. */
export const PARTNER_ROTATION_MAX_HOURS = 720;

/**
 * Why a row of a batch is refused, each with its Russian text (the text may name the row's values:
 * a line, a phone, a date).
 */
export const PARTNER_ROW_CODES = [
  'number_missing',
  'number_too_long',
  'number_repeated',
  'phone_invalid',
  'member_unknown',
  'client_missing',
  'client_too_long',
  'date_invalid',
  'date_in_future',
  'date_before_programme',
  'status_invalid',
  'tariff_too_long',
  'hold_invalid',
  'new_terminated',
  'contract_other_member',
  'contract_date_differs',
  'contract_terminated',
  'contract_unknown',
  'subscriber_phone_invalid',
  'event_type_invalid',
] as const;
export type PartnerRowCode = (typeof PARTNER_ROW_CODES)[number];

/** What became of a row: a new contract, one the programme has already, or a refusal. */
export const PARTNER_ROW_RESULTS = ['accepted', 'duplicate', 'refused'] as const;
export type PartnerRowResult = (typeof PARTNER_ROW_RESULTS)[number];

/** Status events a company's system sends for a contract. */
export const PARTNER_EVENT_TYPES = ['activated', 'terminated'] as const;
export type PartnerEventType = (typeof PARTNER_EVENT_TYPES)[number];

/** What an event did: changed the contract, or found it as the event asks already. */
export const PARTNER_EVENT_RESULTS = ['applied', 'unchanged', 'refused'] as const;
export type PartnerEventResult = (typeof PARTNER_EVENT_RESULTS)[number];
