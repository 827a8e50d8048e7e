import type { Queryable } from '../db/types.js';
import { PG, pgErrorCode } from '../db/types.js';
import { AppError } from '../lib/app-error.js';
import { isMemberAccount, type AccountName } from './accounts.js';
import { checkCreation } from './money-control.js';

export type { LedgerKind, LedgerLine } from './kinds.js';
import type { LedgerKind, LedgerLine } from './kinds.js';

export interface Posting {
  kind: LedgerKind;
  /** The member the operation is about; `available`/`frozen` lines are this member's accounts. */
  memberId: string;
  lines: LedgerLine[];
  /** The member's statement line. */
  title: string;
  description?: string;
  contractId?: number;
  orderId?: number;
  /** Why (required for adjustments). */
  reason?: string;
  /** Who: an operator for payouts, rejections and adjustments; 'member' or 'system' otherwise. */
  actor: string;
  at: Date;
}

// Lines are written (and their member accounts' rows locked by the balance trigger) in one fixed
// order, so that two postings do not wait for each other's rows in a cycle. Programme accounts
// store no balance (migration 0016): their rows are never locked. (The PostgreSQL adapter retries
// a transaction that deadlocks all the same.)
const LOCK_ORDER: Record<AccountName, number> = {
  rewards: 0,
  payouts: 1,
  adjustments: 2,
  debts: 3,
  tax_payable: 4,
  tax_expense: 5,
  available: 6,
  frozen: 7,
  debt: 8,
};

/** Programming errors caught before the database sees them: two or more lines of whole kopecks summing to zero. */
export function checkLines(lines: readonly LedgerLine[]): void {
  if (lines.length < 2) throw new Error('a ledger transaction needs two or more lines');
  if (lines.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0))
    throw new Error('ledger amounts are non-zero whole kopecks');
  if (lines.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error('ledger lines must sum to zero');
}

/**
 * Posts one ledger transaction: the transaction row and its entries, in the caller's database
 * transaction. The database applies each entry to its account's stored balance, refuses a member
 * balance below zero at once and an unbalanced transaction at COMMIT; the checks here only catch
 * programming errors early. Returns the ledger transaction's id.
 */
export async function post(tx: Queryable, p: Posting): Promise<number> {
  checkLines(p.lines);
  checkCreation(p.kind, p.lines);

  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ledger_transactions (kind, member_id, contract_id, order_id, title, description, reason, actor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [p.kind, p.memberId, p.contractId ?? null, p.orderId ?? null, p.title, p.description ?? '', p.reason ?? null, p.actor, p.at],
  );
  const transactionId = Number(rows[0]!.id);

  const lines = [...p.lines].sort((a, b) => LOCK_ORDER[a.account] - LOCK_ORDER[b.account]);
  for (const line of lines) {
    const [owner, ownerParams] = isMemberAccount(line.account)
      ? ['member_id = $3 AND kind = $4', [p.memberId, line.account]]
      : ['member_id IS NULL AND kind = $3', [line.account]];
    try {
      const res = await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount)
         SELECT $1, id, $2 FROM ledger_accounts WHERE ${owner}`,
        [transactionId, line.amount, ...ownerParams],
      );
      if (res.rowCount !== 1) throw new Error(`no ${line.account} account for member ${p.memberId}`);
    } catch (err) {
      // The last line of defence: callers check the balance under a row lock first.
      if (
        pgErrorCode(err) === PG.checkViolation &&
        String((err as Error).message).includes('ledger_accounts_member_nonnegative')
      ) {
        throw new AppError('insufficient_funds', { cause: err });
      }
      throw err;
    }
  }
  return transactionId;
}
