// The member's bank account for the bank's registry (docs/product.md «Способы выплаты», decision
// 0057). Where money goes changes only with a sign-in code: an account is kept `pending` until the
// code sent for it is entered, and then replaces the one before.
import type { PayoutAccountResponse, SetPayoutAccountBody } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import type { RegistryBank } from '../../providers/payouts/registry-bank.js';
import { confirmByCode, sendConfirmationCode, type ConfirmationDeps } from '../auth/service.js';
import { audit, memberActor } from '../audit/service.js';
import { activeRail } from '../payouts/service.js';
import { appliedRegime } from '../tax/service.js';
import { activateAccount, insertPendingAccount, lockPendingAccount, readActiveAccount } from './queries.js';

export { findActiveAccount } from './queries.js';

export interface AccountRails {
  payouts: PayoutProvider | null;
  bank: RegistryBank | null;
}

/** Whether the bank's registry pays the self-employed now: only then does an account mean anything. */
export async function accountsAvailable(db: Queryable, rails: AccountRails): Promise<boolean> {
  return (await activeRail(db, { provider: rails.payouts, bank: rails.bank })) === 'bank_registry';
}

export async function accountView(
  db: Queryable,
  rails: AccountRails,
  memberId: string,
  now: Date,
): Promise<PayoutAccountResponse> {
  const [account, available] = await Promise.all([readActiveAccount(db, memberId), accountsAvailable(db, rails)]);
  return {
    account,
    available,
    // The regime is asked only where it matters: without the bank's rail nobody is paid to an account.
    required: available && (await appliedRegime(db, memberId, now)) === 'self_employed',
  };
}

export async function setAccount(deps: ConfirmationDeps & AccountRails, memberId: string, body: SetPayoutAccountBody) {
  if (!(await accountsAvailable(deps.db, deps))) throw new AppError('payout_account_unavailable');
  const accountId = await deps.db.transaction((tx) =>
    insertPendingAccount(tx, { memberId, accountNumber: body.accountNumber, bik: body.bik, at: deps.clock.now() }),
  );
  return { accountId, ...(await sendConfirmationCode(deps, { memberId, purpose: 'account_set', targetId: accountId })) };
}

export async function requestAccountCode(deps: ConfirmationDeps, memberId: string, id: number) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockPendingAccount(tx, memberId, id))) throw new AppError('not_found');
  });
  return sendConfirmationCode(deps, { memberId, purpose: 'account_set', targetId: id });
}

export async function confirmAccount(
  deps: { db: Db; otpKey: Buffer; clock: { now(): Date } } & AccountRails,
  who: { memberId: string; ip: string },
  id: number,
  code: string,
): Promise<PayoutAccountResponse> {
  const now = deps.clock.now();
  await confirmByCode(deps, { memberId: who.memberId, purpose: 'account_set', targetId: id }, code, now, {
    lock: async (tx) => {
      const account = await lockPendingAccount(tx, who.memberId, id);
      if (!account) throw new AppError('not_found');
      return account;
    },
    act: async (tx, checked, account) => {
      await activateAccount(tx, { id, memberId: who.memberId, at: now });
      await audit(
        tx,
        memberActor(who.ip),
        {
          action: 'payout_account.set',
          memberId: who.memberId,
          targetType: 'payout_account',
          targetId: id,
          after: { last4: account.accountNumber.slice(-4), bik: account.bik, codeChannel: checked.channel },
        },
        now,
      );
    },
  });
  return accountView(deps.db, deps, who.memberId, now);
}
