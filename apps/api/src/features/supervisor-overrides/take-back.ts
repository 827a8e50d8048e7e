// A cancelled contract takes its override back with its reward (docs/product.md §11.6), in the
// cancellation's transaction, from the supervisor it was paid to — wherever they are in the structure now.
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { takeBackLines } from '../../ledger/member-lines.js';
import { agentInText, statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';

/**
 * Takes back the override paid on this contract, when one was paid and not taken back yet: the agent's
 * whole reward is taken back (what they have, the rest as their debt), so the same proportion of the
 * override — all of it — is taken from the supervisor the same way. An override still held with its
 * reward was never paid: nothing is taken. Answers the kopecks taken back (0: none).
 */
export async function takeBackOverride(tx: Queryable, contractId: number, at: Date): Promise<number> {
  const { rows } = await tx.query<{
    supervisorId: string;
    amount: number;
    number: string;
    signedOn: string;
    lastName: string;
    firstName: string;
  }>(
    `SELECT o.supervisor_id::text AS "supervisorId", o.amount::float8 AS amount, c.number,
            to_char(c.signed_on, 'YYYY-MM-DD') AS "signedOn", m.last_name AS "lastName", m.first_name AS "firstName"
       FROM supervisor_overrides o JOIN contracts c ON c.id = o.contract_id JOIN members m ON m.id = c.member_id
      WHERE o.contract_id = $1
        AND EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.contract_id = o.contract_id AND t.kind = 'supervisor_override')
        AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.contract_id = o.contract_id AND t.kind = 'supervisor_override_clawback')`,
    [contractId],
  );
  const o = rows[0];
  if (!o) return 0;
  const { lines, debt } = await takeBackLines(tx, o.supervisorId, o.amount);
  await post(tx, {
    kind: 'supervisor_override_clawback',
    memberId: o.supervisorId,
    contractId,
    lines,
    ...statement.supervisorOverrideClawback({
      number: o.number,
      signedOn: o.signedOn,
      agent: agentInText(o),
      debt: toPoints(debt),
    }),
    actor: 'system',
    at,
  });
  return o.amount;
}
