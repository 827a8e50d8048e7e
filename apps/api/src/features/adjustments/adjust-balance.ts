import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { lockMemberAccount } from '../../ledger/accounts.js';
import { toKopecks } from '../../ledger/amounts.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { notify } from '../notifications/service.js';

export interface AdjustBalanceInput {
  memberId: string;
  /** Points, signed: + credits the member's available balance, − debits it. */
  amount: number;
  /** Why: shown to the member and kept in the ledger. */
  reason: string;
  /** Who: the operator's name or e-mail, kept in the ledger. */
  operator: string;
  at: Date;
}

/**
 * The adjustment use case (the ledger posts, the member is told): an operator's correction of a member's available balance against the programme's adjustments
 * account. Audited by the ledger itself: the transaction row keeps who and why and cannot change.
 */
export async function adjustBalance(tx: Queryable, input: AdjustBalanceInput): Promise<{ transactionId: number }> {
  const reason = input.reason.trim();
  const operator = input.operator.trim();
  if (!reason) throw new AppError('validation_error', { details: { fields: { reason: 'Укажите причину корректировки' } } });
  if (!operator || operator === 'member' || operator === 'system')
    throw new Error('an adjustment needs the operator who made it');
  const kopecks = toKopecks(input.amount);
  if (kopecks === 0) throw new AppError('validation_error', { details: { fields: { amount: 'Сумма не может быть нулевой' } } });

  const available = await lockMemberAccount(tx, input.memberId, 'available');
  if (kopecks < 0 && available + kopecks < 0) throw new AppError('insufficient_funds');

  const transactionId = await post(tx, {
    kind: 'adjustment',
    memberId: input.memberId,
    lines: [
      { account: 'available', amount: kopecks },
      { account: 'adjustments', amount: -kopecks },
    ],
    ...statement.adjustment(reason),
    reason,
    actor: operator,
    at: input.at,
  });
  await notify(tx, {
    memberId: input.memberId,
    category: kopecks > 0 ? 'accrual' : 'system',
    ...notice.adjusted({ amount: input.amount, reason }),
    link: '/balance',
    createdAt: input.at,
  });
  return { transactionId };
}
