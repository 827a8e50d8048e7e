// A bank's registry rail for the self-employed (decision 0057): the company's payouts go to the bank
// as a registry that is created, signed and paid in steps, each step answered asynchronously by a
// correlationId the company chooses; the bank registers each payout's receipt in «Мой налог». The
// first adapter is T-Bank's self-employed payouts (`tbank.ts`).
import type { SelfEmployedBinder, SelfEmployedBinding } from './provider.js';

/** The steps of a registry, each a request and its result asked later by the same correlationId. */
export type RegistryStep = 'create' | 'submit' | 'pay' | 'receipts';

/** One payout in a registry: its number is our order's. */
export interface RegistryPayment {
  number: number;
  /** Kopecks. */
  amount: number;
  purpose: string;
  inn: string;
  lastName: string;
  firstName: string;
  middleName?: string;
  /** The member's account, 20 digits, and the bank's БИК. */
  accountNumber: string;
  bik: string;
}

/** A payout the bank left out of a registry or did not pay, with its reason code (RegistryRefusal). */
export interface RegistryPaymentError {
  number: number;
  code: string;
  message: string;
}

export interface RegistryReceipt {
  number: number;
  receiptId: string;
  url: string;
  /** Kopecks. */
  amount: number;
}

/**
 * What the bank answers about a step's request: `unknown` — it has no request with that
 * correlationId (it never arrived, or its two days passed); `queued` — not done yet; `failed` —
 * done and refused whole (nothing was created, signed or paid by it); `done` — with what the step
 * gives: the registry's id and the payouts left out (create), the receipts (receipts).
 */
export type RegistryStepResult =
  | { state: 'unknown' }
  | { state: 'queued' }
  | { state: 'failed'; code: string; message: string; rejected?: RegistryPaymentError[] }
  | { state: 'done'; registryId?: number; rejected?: RegistryPaymentError[]; receipts?: RegistryReceipt[] };

/** The bank's registry as it reads it back; payouts are `paid`, `rejected` or still `pending`. */
export interface BankRegistry {
  id: number;
  status: 'DRAFT' | 'ACCEPTED' | 'IN_PROGRESS' | 'EXECUTED' | 'PART_EXEC' | 'REJECTED' | 'CANCELLED';
  payments: { number: number; status: 'pending' | 'paid' | 'rejected'; code: string | null }[];
}

/** The body of a step's request as it leaves: the registry's payments (create) or its id. */
export type RegistryStepBody =
  { step: 'create'; payments: RegistryPayment[] } | { step: Exclude<RegistryStep, 'create'>; registryId: number };

export interface RegistryBank extends SelfEmployedBinder {
  /** `tbank`: stored with each payout and registry. */
  readonly name: string;
  /** «Т-Банк». */
  readonly title: string;
  /** How often the bank lets a registry be read back, ms. */
  readonly registryReadIntervalMs: number;
  /**
   * Sends a step's request. The same correlationId with the same body may be sent again (the answer
   * was lost); the bank never acts twice on one correlationId.
   */
  sendStep(correlationId: string, body: RegistryStepBody): Promise<void>;
  stepResult(step: RegistryStep, correlationId: string): Promise<RegistryStepResult>;
  getRegistry(id: number): Promise<BankRegistry | undefined>;
  /** Asks the person, in «Мой налог», to let the bank act for them (the bank's own binding, by ИНН). */
  createSelfEmployed(
    req: { inn: string; lastName: string; firstName: string; middleName?: string },
    idempotenceKey: string,
  ): Promise<SelfEmployedBinding>;
  getSelfEmployed(id: string): Promise<SelfEmployedBinding | undefined>;
}
