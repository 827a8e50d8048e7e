// The two ways points move between the programme's rewards and a member (decision 0013), shared by
// rewards, contest prizes and target bonuses: a credit pays the member's debt off first, a
// take-back takes what they have available and leaves the rest as their debt.
import type { Queryable } from '../db/types.js';
import { lockMemberAccount } from './accounts.js';
import type { LedgerLine } from './post.js';

/**
 * The lines of `amount` kopecks from the programme's rewards to a member, a debt they owe (what an
 * earlier clawback could not take) paid off first. Locks their debt account.
 */
export async function creditLines(
  tx: Queryable,
  memberId: string,
  amount: number,
): Promise<{ lines: LedgerLine[]; repaid: number }> {
  return creditLinesOf(amount, await lockMemberAccount(tx, memberId, 'debt'));
}

/**
 * The same lines for a member whose debt the caller read under its lock: a batch that credits many
 * members reads their debts at once (the supervisors' overrides of an import).
 */
export function creditLinesOf(amount: number, debt: number): { lines: LedgerLine[]; repaid: number } {
  const repaid = Math.min(debt, amount);
  const lines: LedgerLine[] = [];
  if (amount > repaid)
    lines.push({ account: 'rewards', amount: -(amount - repaid) }, { account: 'available', amount: amount - repaid });
  if (repaid > 0) lines.push({ account: 'debts', amount: repaid }, { account: 'debt', amount: -repaid });
  return { lines, repaid };
}

/**
 * The lines of `amount` kopecks taken back from a member into the programme's rewards: what they
 * have available, the rest becoming their debt. Locks their available and debt accounts.
 */
export async function takeBackLines(
  tx: Queryable,
  memberId: string,
  amount: number,
): Promise<{ lines: LedgerLine[]; taken: number; debt: number }> {
  const available = await lockMemberAccount(tx, memberId, 'available');
  await lockMemberAccount(tx, memberId, 'debt');
  const taken = Math.min(available, amount);
  const debt = amount - taken;
  const lines: LedgerLine[] = [];
  if (taken > 0) lines.push({ account: 'rewards', amount: taken }, { account: 'available', amount: -taken });
  if (debt > 0) lines.push({ account: 'debts', amount: -debt }, { account: 'debt', amount: debt });
  return { lines, taken, debt };
}
