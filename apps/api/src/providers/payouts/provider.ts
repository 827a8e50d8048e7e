// A payout rail of a provider (decision 0031): the interface the payouts feature works against. The
// first adapter is ЮKassa Payouts (`yookassa.ts`); a bank's (Sber B2C SBP, T-Bank) is one more
// file implementing the same interface.

/** The provider's statuses of a payout: `pending` may still become either final status. */
export type ProviderPayoutStatus = 'pending' | 'succeeded' | 'canceled';

export interface ProviderPayout {
  /** The provider's id of the payout (ЮKassa: `po-…`). */
  id: string;
  status: ProviderPayoutStatus;
  /** Kopecks. */
  amount: number;
  /** Our order, as we sent it in the payout's metadata; null when the provider's object has none. */
  orderId: number | null;
  /** When it succeeded, by the provider's clock. */
  succeededAt: Date | null;
  /** Why it was cancelled (`recipient_check_failed`, `insufficient_funds`…), null otherwise. */
  cancellationReason: string | null;
  /** Whether the provider checked the recipient's name against the bank's (SBP recipient check). */
  recipientChecked: boolean | null;
  createdAt: Date;
  /** The receipt ФНС registered for a payout to a self-employed person (decision 0034); null otherwise. */
  receipt: PayoutReceipt | null;
  /**
   * The card the payout goes to, as the provider names it (ЮKassa: `payout_destination.card`); null
   * for a payout not to a card or an answer without it. Its word replaces the page's (decision 0056).
   */
  card: ProviderCard | null;
}

export interface ProviderCard {
  first6: string;
  last4: string;
  /** Mir, Visa, MasterCard…; null when the provider does not say. */
  cardType: string | null;
  /** The issuing bank's name and country (ISO 3166-1 alpha-2), when the provider says. */
  issuerName: string | null;
  issuerCountry: string | null;
}

export interface PayoutReceipt {
  serviceName: string;
  /** ФНС's receipt number; null while the provider has not got it. */
  receiptId: string | null;
  /** The receipt's page at ФНС («Мой налог»). */
  url: string | null;
  /** Kopecks. */
  amount: number;
}

/**
 * The provider's self-employed object (decision 0034): its request to the person in «Мой налог» for
 * the right to register receipts on their behalf. `pending`: asked, no answer; `confirmed`: granted,
 * payouts allowed; `canceled`: refused or revoked; `unregistered`: not (or no longer) self-employed.
 */
export type SelfEmployedStatus = 'pending' | 'confirmed' | 'canceled' | 'unregistered';

export interface SelfEmployedBinding {
  id: string;
  status: SelfEmployedStatus;
  inn: string | null;
  /** Where the person grants the rights; present while pending. */
  confirmationUrl: string | null;
}

/**
 * Who registers receipts in «Мой налог» on a person's behalf and so may pay them as self-employed:
 * the provider (its self-employed object) or a bank (its project's taxpayer, decision 0057).
 */
export interface SelfEmployedBinder {
  readonly name: string;
  /** How members read it: «Самозанятость» names who to allow («ЮKassa», «Т‑Банк»). */
  readonly title: string;
  /** Asks the person for the right, by ИНН; the name is the bank's requirement, a provider may ignore it. */
  createSelfEmployed(
    req: { inn: string; lastName: string; firstName: string; middleName?: string },
    idempotenceKey: string,
  ): Promise<SelfEmployedBinding>;
  getSelfEmployed(id: string): Promise<SelfEmployedBinding | undefined>;
}

export interface CreatePayoutRequest {
  orderId: number;
  /** Kopecks. */
  amount: number;
  /**
   * By SBP: the phone (79XXXXXXXXX) and the SBP participant's id (`100000000111`); or to a card by the
   * synonym the provider's widget answered (decision 0056).
   */
  destination: { type: 'sbp'; phone: string; bankId: string } | { type: 'card'; payoutToken: string };
  description: string;
  /** The member's name as confirmed in the identity document, for the SBP recipient check; omitted when unknown. */
  recipient?: { lastName: string; firstName: string; middleName?: string };
  /** A payout to a self-employed person: their object at the provider and the receipt's service name. */
  selfEmployed?: { id: string; serviceName: string };
}

/**
 * A payout's request exactly as it goes to the provider (JSON). Built once, from the order, before
 * the first request leaves; stored with the idempotence key and sent again unchanged by every retry:
 * the provider answers a repeated key with the payout it made only when the body is the same
 * (ЮKassa answers 400 to a key reused with another body, and keeps a key 24 hours).
 */
export type PayoutWireRequest = Record<string, unknown>;

export interface SbpBank {
  bankId: string;
  name: string;
  bic: string;
}

/**
 * The provider did not answer, answered 5xx or timed out: the payout may or may not exist. The
 * same request is sent again with the same idempotence key (never a new key), or the payout is
 * read by its id.
 */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/**
 * The provider answered 4xx: the request was refused and no payout was made with this key (ЮKassa's
 * "response handling" recommendations). `code` is the provider's error code.
 */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request's field the provider names as refused (ЮKassa's `parameter`: `payout_token`…), if any. */
    readonly parameter: string | null = null,
  ) {
    super(message);
  }
}

export interface PayoutProvider {
  /** `yookassa`: stored with each payout, shown to operators. */
  readonly name: string;
  /** How operators and members read it: «ЮKassa». */
  readonly title: string;
  /**
   * The provider's widget that takes a card number and answers its synonym (decision 0056; ЮKassa:
   * `account_id` is the gateway's id, `isPayoutToken` the synonym's shape); undefined when the
   * provider pays no cards.
   */
  readonly cardWidget?: { accountId: string; isPayoutToken(token: string): boolean };
  /**
   * Builds the request of a payout: what has to be registered first (ЮKassa: the recipient's
   * personal data, under a key derived from the payout's) is, and the body is answered — to be
   * stored before it is sent. No payout is made here.
   */
  preparePayout(req: CreatePayoutRequest, idempotenceKey: string): Promise<PayoutWireRequest>;
  /** Sends a prepared request: creates the payout, or answers the one made earlier with the same key and body. */
  sendPayout(request: PayoutWireRequest, idempotenceKey: string): Promise<ProviderPayout>;
  /** Reads a payout by the provider's id; undefined when the provider has none by that id. */
  getPayout(id: string): Promise<ProviderPayout | undefined>;
  /**
   * The provider's payouts of one order, found by the order's number in their metadata (ЮKassa's
   * «Поиск выплат», payouts of the last 3 months): how a payout whose id we never learned is found.
   */
  findPayoutsOfOrder(orderId: number): Promise<ProviderPayout[]>;
  /** Asks the person, by their ИНН, for the right to register receipts in «Мой налог» (one object per key). */
  createSelfEmployed(req: { inn: string }, idempotenceKey: string): Promise<SelfEmployedBinding>;
  /** Reads a self-employed object; undefined when the provider has none by that id. */
  getSelfEmployed(id: string): Promise<SelfEmployedBinding | undefined>;
  /** The SBP participants money can be sent to. */
  listBanks(): Promise<SbpBank[]>;
  /** What is left on the payout balance, kopecks. */
  getBalance(): Promise<number>;
  /**
   * Whether a webhook delivery comes from the provider, as the provider documents it (ЮKassa: the
   * sender's address in its published networks). The object is read back before money moves anyway.
   */
  isWebhookSender(address: string): boolean;
}
