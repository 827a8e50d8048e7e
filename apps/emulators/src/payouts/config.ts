// What the payouts emulator is told at start and through `/emulator/config`: its behaviour (delays,
// failures, cancellations, the balance) lives here so tests and the demo set it in one place.
import { CANCELLING_CARDS, CANCELLING_PHONES, NETWORK_CANCELLING_CARDS, NETWORK_CANCELLING_PHONES } from './banks.js';
import type { EmulatedEntrepreneur } from './egrip.js';

export type EmulatedOperation =
  'create' | 'get' | 'list' | 'search' | 'banks' | 'me' | 'personal_data' | 'self_employed_create' | 'self_employed_get';

/** A failure the next requests of an operation meet. */
export interface Fault {
  op: EmulatedOperation;
  /** Answer this status (500, 503, 429, 400…) instead of the real answer. */
  status?: number;
  /** Hold the answer this long (longer than the client's timeout: a timeout). */
  hangMs?: number;
  /** Do the work (make the payout) before failing: the caller cannot know it was made. */
  afterWork?: boolean;
  /** How many requests meet it (1 by default). */
  times?: number;
}

export interface EmulatorConfig {
  agentId: string;
  secretKey: string;
  /** Where notifications go; none when unset. */
  webhookUrl?: string;
  /** How long every answer takes, ms. */
  responseDelayMs: number;
  /** How long a payout stays `pending` before its final status, ms. */
  settleMs: number;
  /** More requests than this in one second are answered 429. 0: no limit. */
  requestsPerSecond: number;
  /** The payout balance, kopecks. */
  balance: number;
  /** Each notification is sent this many times (duplicates). */
  webhookCopies: number;
  /** Phone → a cancellation reason (the demo's phones by default). */
  cancelPhones: Record<string, string>;
  /** Phone → a cancellation reason given by the recipient's side (`party` external), not by ЮKassa. */
  networkCancelPhones: Record<string, string>;
  /** Card number → a cancellation reason (the demo's cards by default). */
  cancelCards: Record<string, string>;
  /** Card number → a cancellation reason given by the card's bank (`party` external), not by ЮKassa. */
  networkCancelCards: Record<string, string>;
  /** Phone → the account holder's «Фамилия Имя Отчество» that НСПК would answer, for the recipient check. */
  holders: Record<string, string>;
  /** The bank list is away (`GET /v3/sbp_banks` answers 503). */
  banksDown: boolean;
  /** ИНН that ФНС answers are not self-employed (and whose self-employed object is `unregistered`). */
  npdInactiveInns: string[];
  /** More public ФНС status checks than this in a minute are refused as ФНС does. 0: no limit. */
  npdChecksPerMinute: number;
  /** How long the ФНС status check takes to answer, ms. */
  npdResponseDelayMs: number;
  /** ФНС's ЕГРИП search (decision 0043): the entrepreneurs registered, by ИНН. */
  egripEntrepreneurs: Record<string, EmulatedEntrepreneur>;
  /** More ЕГРИП searches than this in a minute are answered with a captcha. 0: no limit. */
  egripSearchesPerMinute: number;
  /**
   * How long after a self-employed payout succeeds its receipt is registered, ms. 0: with the
   * payout; until then the payout's `receipt` has no `npd_receipt_id` or `url` (decision 0034).
   */
  receiptDelayMs: number;
  /**
   * How long an idempotence key is kept, ms (ЮKassa: 24 hours). Within it a repeat with the same
   * body answers the payout made, with another body 400; past it the key is forgotten and a repeat
   * makes a new payout — which is why retries stop well before.
   */
  keyLifetimeMs: number;
}

export const DEFAULT_EMULATOR_CONFIG: EmulatorConfig = {
  agentId: '505050',
  secretKey: 'test_emulator_secret_key',
  responseDelayMs: 0,
  settleMs: 500,
  requestsPerSecond: 0,
  balance: 10_000_000_00,
  webhookCopies: 1,
  cancelPhones: { ...CANCELLING_PHONES },
  networkCancelPhones: { ...NETWORK_CANCELLING_PHONES },
  cancelCards: { ...CANCELLING_CARDS },
  networkCancelCards: { ...NETWORK_CANCELLING_CARDS },
  holders: {},
  banksDown: false,
  npdInactiveInns: [],
  npdChecksPerMinute: 0,
  npdResponseDelayMs: 0,
  egripEntrepreneurs: {},
  egripSearchesPerMinute: 0,
  receiptDelayMs: 0,
  keyLifetimeMs: 24 * 3_600_000,
};
