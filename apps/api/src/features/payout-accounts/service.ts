// The member's bank account for the bank's registry (docs/product.md «Способы выплаты», decision
// 0057). Where money goes changes only with a sign-in code: an account is kept `pending` until the
// code sent for it is entered, and then replaces the one before.
import type { PayoutAccountResponse, SetPayoutAccountBody } from '@cabinet/contracts';
import type { AppDeps, PayoutMethods } from '../../app-deps.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { confirmByCode, sendConfirmationCode, type ConfirmationDeps } from '../auth/service.js';
import { audit, memberActor } from '../audit/service.js';
import { appliedRegime } from '../tax/service.js';
import { activateAccount, insertPendingAccount, lockPendingAccount, readActiveAccount } from './queries.js';

export { findActiveAccount } from './queries.js';

/**
 * What new withdrawals may go to now: the payouts feature answers it (decision 0061), through the
 * composition root — the payouts feature settles through the cards' one, which shows this account.
 */
export type AccountRails = Pick<AppDeps, 'payoutMethods'>;

/** The account's section of «Способы выплаты» on methods already read (the cards' answer carries it). */
export async function accountView(
  db: Queryable,
  methods: PayoutMethods,
  memberId: string,
  now: Date,
): Promise<PayoutAccountResponse> {
  const available = methods.accounts;
  const [account, regime] = await Promise.all([
    readActiveAccount(db, memberId),
    // The regime is asked only where it matters: where no account is paid, nobody is asked for one.
    methods.selfEmployed === 'account' ? appliedRegime(db, memberId, now) : null,
  ]);
  return { account, available, required: regime === 'self_employed' };
}

export async function setAccount(deps: ConfirmationDeps & AccountRails, memberId: string, body: SetPayoutAccountBody) {
  // Only the bank's registry pays to an account: where it does not pay new orders, one would mean nothing.
  if (!(await deps.payoutMethods(deps.db)).accounts) throw new AppError('payout_account_unavailable');
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
  return accountView(deps.db, await deps.payoutMethods(deps.db), who.memberId, now);
}
