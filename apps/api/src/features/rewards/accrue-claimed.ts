// A missing-contract claim credited by an admin (docs/product.md §12b) enters the claimed contract
// itself: the programme pays a contract once whichever way it arrives (§11, migration 0118), so a later
// import, or a second claim, finds its number taken and pays nothing.
import type { Queryable } from '../../db/types.js';
import { creditLines } from '../../ledger/member-lines.js';
import { statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { AppError } from '../../lib/app-error.js';
import { grantOverrides } from '../supervisor-overrides/service.js';
import { enterContract, findContractByNumber } from './enter-contract.js';

export interface ClaimedContract {
  disputeId: number;
  memberId: string;
  number: string;
  /** What the member wrote of the subscriber: the contract's client until an import names them. */
  subscriber: string;
  signedOn: string;
  /** Kopecks the admin credits. */
  amount: number;
  /** The admin's words on the history line. */
  text: string;
  actor: string;
  at: Date;
}

/** Refuses a claim's credit before anything is decided when its number is a contract already. */
export async function refuseEnteredContract(tx: Queryable, number: string, memberId: string): Promise<void> {
  const taken = await findContractByNumber(tx, number);
  if (taken) throw alreadyEntered(number, taken.memberId, memberId);
}

/** The refusal when the claimed number is a contract already: for this member or another. */
function alreadyEntered(number: string, ownerId: string, memberId: string): AppError {
  return new AppError('contract_paid', {
    message:
      ownerId === memberId
        ? `Договор № ${number} уже есть в начислениях участника: второй раз за него не начисляют`
        : `Договор № ${number} уже начислен другому участнику: второй раз за него не начисляют`,
  });
}

/**
 * Enters the claimed contract, priced at the credit the admin decided (no level of the month applies,
 * no hold: a person confirmed it), and posts the credit naming the dispute and the contract, a debt
 * paid off first. Refused with `contract_paid` when the number is a contract already.
 */
export async function accrueClaimedContract(
  tx: Queryable,
  c: ClaimedContract,
): Promise<{ contractId: number; transactionId: number }> {
  await refuseEnteredContract(tx, c.number, c.memberId);
  const entered = await enterContract(
    tx,
    {
      memberId: c.memberId,
      number: c.number,
      clientName: c.subscriber,
      signedOn: c.signedOn,
      status: 'active',
      tariff: null,
      at: c.at,
    },
    () => ({ tierMinContracts: null, reward: c.amount, heldUntil: null, source: 'claim', disputeId: c.disputeId }),
  );
  if (!entered) throw alreadyEntered(c.number, (await findContractByNumber(tx, c.number))!.memberId, c.memberId);
  const { lines } = await creditLines(tx, c.memberId, c.amount);
  const transactionId = await post(tx, {
    kind: 'dispute_credit',
    memberId: c.memberId,
    contractId: entered.contractId,
    lines,
    ...statement.disputeCredit(c.disputeId, c.text),
    reason: c.text,
    actor: c.actor,
    at: c.at,
  });
  // The credit is the contract's reward: the supervisor's share goes with it (docs/product.md §11.6).
  await grantOverrides(
    tx,
    [
      {
        contractId: entered.contractId,
        memberId: c.memberId,
        number: c.number,
        signedOn: c.signedOn,
        reward: c.amount,
        held: false,
      },
    ],
    c.at,
  );
  return { contractId: entered.contractId, transactionId };
}
