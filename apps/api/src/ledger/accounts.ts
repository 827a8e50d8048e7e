import type { Queryable } from '../db/types.js';
import { AppError } from '../lib/app-error.js';

/** `debt`: what a member owes after a clawback larger than their available points (never below zero). */
export type MemberAccount = 'available' | 'frozen' | 'debt';
/** `debts`: the programme's mirror of all members' debts, with the opposite sign. */
/** `tax_payable`: НДФЛ owed to the budget; `tax_expense`: the tax the company pays on top (decision 0033). */
export type ProgrammeAccount = 'rewards' | 'payouts' | 'adjustments' | 'debts' | 'tax_payable' | 'tax_expense';
export type AccountName = MemberAccount | ProgrammeAccount;

export function isMemberAccount(name: AccountName): name is MemberAccount {
  return name === 'available' || name === 'frozen' || name === 'debt';
}

/**
 * Locks one of a member's accounts until the transaction ends and returns its balance in kopecks.
 * Everything that checks a balance before spending it reads it through here, so parallel requests
 * of one member queue on the row instead of spending the same points twice. An unknown member
 * is `not_found`.
 */
export async function lockMemberAccount(tx: Queryable, memberId: string, kind: MemberAccount): Promise<number> {
  const { rows } = await tx.query<{ balance: number }>(
    'SELECT balance::float8 AS balance FROM ledger_accounts WHERE member_id = $1 AND kind = $2 FOR UPDATE',
    [memberId, kind],
  );
  // Every member has their three accounts from the moment it exists (a trigger opens them).
  if (!rows[0]) throw new AppError('not_found');
  return rows[0].balance;
}

/** A member's available, frozen and debt balances in kopecks (0 for an unknown member). */
export async function memberBalances(db: Queryable, memberId: string): Promise<Record<MemberAccount, number>> {
  const { rows } = await db.query<{ kind: MemberAccount; balance: number }>(
    'SELECT kind, balance::float8 AS balance FROM ledger_accounts WHERE member_id = $1',
    [memberId],
    // The members' most frequent call (their balance): planned once per connection.
    { prepared: true },
  );
  const balances = { available: 0, frozen: 0, debt: 0 };
  for (const r of rows) balances[r.kind] = r.balance;
  return balances;
}
