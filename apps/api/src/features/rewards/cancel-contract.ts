import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { takeBackLines } from '../../ledger/member-lines.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { uncountContestContract } from '../contests/service.js';
import { notify } from '../notifications/service.js';
import { settleTargets } from '../targets/service.js';
import { overrideSupervisors, takeBackOverride } from '../supervisor-overrides/service.js';

export type CancelContractResult =
  | { cancelled: false; reason: 'not_found' | 'already_cancelled' }
  /**
   * Points: `clawedBack` = taken from available + `debt` = what the member now owes more;
   * `heldVoided` = a held reward that will not be paid (cancelled inside its hold: no clawback, no debt).
   */
  | { cancelled: true; contractId: number; clawedBack: number; debt: number; heldVoided: number };

/**
 * Cancels a contract and claws its reward back, in the caller's transaction: a `clawback` ledger
 * operation naming the contract takes what the member has available, and the rest becomes their
 * debt (their `debt` account; the programme's `debts` account mirrors it), which the next rewards
 * pay off first; the supervisor's override of the reward is taken back the same way. A contract
 * cancelled inside its quality hold (hold.ts) loses the reward it was waiting for instead (and its
 * override, held with it): nothing was the member's, so nothing is taken and no debt is made.
 * Cancelling twice changes nothing the second time.
 */
export async function cancelContract(tx: Queryable, input: { number: string; at: Date }): Promise<CancelContractResult> {
  const { rows } = await tx.query<{
    id: number;
    number: string;
    memberId: string;
    status: string;
    reward: number;
    clientName: string;
    signedOn: string;
    held: boolean;
  }>(
    `SELECT id::float8 AS id, number, member_id AS "memberId", status, reward::float8 AS reward, client_name AS "clientName",
            to_char(signed_on, 'YYYY-MM-DD') AS "signedOn", (hold_until IS NOT NULL AND released_at IS NULL) AS held
       FROM contracts WHERE number_key = contract_number_key($1) FOR UPDATE`,
    [input.number.trim()],
  );
  const c = rows[0];
  if (!c) return { cancelled: false, reason: 'not_found' };
  if (c.status === 'terminated') return { cancelled: false, reason: 'already_cancelled' };
  await tx.query(`UPDATE contracts SET status = 'terminated', cancelled_at = $2 WHERE id = $1`, [c.id, input.at]);
  if (c.reward > 0 && !c.held) {
    // The reward and the supervisor's override are taken back: the agent's and the supervisor's accounts
    // are locked at once, in id order, before anything below locks either. Taken one member after the
    // other, the cancellation could hold the agent's while waiting for the supervisor's as the release
    // of held rewards (hold.ts), which takes both in id order, holds the supervisor's waiting for the agent's.
    await tx.query(
      `SELECT id FROM ledger_accounts WHERE member_id = ANY($1::uuid[]) AND kind IN ('available', 'debt') ORDER BY id FOR UPDATE`,
      [[c.memberId, ...(await overrideSupervisors(tx, [c.id]))]],
    );
  }
  // Its contest points go with it, and a settled contest's prize with them (decision 0032).
  await uncountContestContract(tx, { id: c.id, number: c.number }, input.at);
  // A personal target no longer met gives its bonus back.
  await settleTargets(tx, [{ memberId: c.memberId, month: c.signedOn.slice(0, 7) }], input.at);
  if (c.reward === 0) return { cancelled: true, contractId: c.id, clawedBack: 0, debt: 0, heldVoided: 0 };
  const { number } = c;
  if (c.held) {
    await notify(tx, {
      memberId: c.memberId,
      category: 'accrual',
      ...notice.holdCancelled({ reward: toPoints(c.reward), number, clientName: c.clientName }),
      link: '/balance',
      createdAt: input.at,
    });
    return { cancelled: true, contractId: c.id, clawedBack: 0, debt: 0, heldVoided: toPoints(c.reward) };
  }

  const { lines, taken, debt } = await takeBackLines(tx, c.memberId, c.reward);
  await post(tx, {
    kind: 'clawback',
    memberId: c.memberId,
    contractId: c.id,
    lines,
    ...statement.clawback({ number, signedOn: c.signedOn, clientName: c.clientName, debt: toPoints(debt) }),
    actor: 'system',
    at: input.at,
  });
  // The supervisor's share of the reward goes back with it (docs/product.md §11.6).
  await takeBackOverride(tx, c.id, input.at);
  await notify(tx, {
    memberId: c.memberId,
    category: 'accrual',
    ...notice.clawback({ amount: toPoints(c.reward), number, clientName: c.clientName, debt: toPoints(debt) }),
    link: '/balance',
    createdAt: input.at,
  });
  return { cancelled: true, contractId: c.id, clawedBack: toPoints(taken), debt: toPoints(debt), heldVoided: 0 };
}
