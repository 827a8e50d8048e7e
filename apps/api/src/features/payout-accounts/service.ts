// The member's bank account for the bank's registry (docs/product.md «Способы выплаты», decision
// 0057). Where money goes changes only with a sign-in code: an account is kept `pending` until the
// code sent for it is entered, and then replaces the one before.
import type { PayoutAccountResponse, PayoutRail, SetPayoutAccountBody } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import type { RegistryBank } from '../../providers/payouts/registry-bank.js';
import { confirmByCode, sendConfirmationCode, type ConfirmationDeps } from '../auth/service.js';
import { audit, memberActor } from '../audit/service.js';
// From the settings feature, not the payouts one: payouts settle through the cards' feature, which
// shows this account, and a feature never imports itself back.
import { activePayoutRail as activeRail } from '../settings/service.js';
import { appliedRegime } from '../tax/service.js';
import { activateAccount, insertPendingAccount, lockPendingAccount, readActiveAccount } from './queries.js';

export { findActiveAccount } from './queries.js';

export interface AccountRails {
  payouts: PayoutProvider | null;
  bank: RegistryBank | null;
}

function railOf(db: Queryable, rails: AccountRails): Promise<PayoutRail> {
  return activeRail(db, { provider: rails.payouts, bank: rails.bank });
}

/** The account's section of «Способы выплаты» on a rail already read (the cards' answer carries it). */
export async function accountView(db: Queryable, rail: PayoutRail, memberId: string, now: Date): Promise<PayoutAccountResponse> {
  const available = rail === 'bank_registry';
  const [account, regime] = await Promise.all([
    readActiveAccount(db, memberId),
    // The regime is asked only where it matters: without the bank's rail nobody is paid to an account.
    available ? appliedRegime(db, memberId, now) : null,
  ]);
  return { account, available, required: regime === 'self_employed' };
}

export async function setAccount(deps: ConfirmationDeps & AccountRails, memberId: string, body: SetPayoutAccountBody) {
  // Only the bank's registry pays to an account: on another rail one would mean nothing.
  if ((await railOf(deps.db, deps)) !== 'bank_registry') throw new AppError('payout_account_unavailable');
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
  return accountView(deps.db, await railOf(deps.db, deps), who.memberId, now);
}
