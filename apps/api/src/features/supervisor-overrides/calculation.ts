// «Как посчитано» of a supervisor's override line (docs/product.md §11.6): what was decided when the
// agent's reward was, read back — never recomputed from today's structure or rule.
import type { EntryCalculation } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { agentInText } from '../../ledger/money-texts.js';

export async function overrideCalculation(
  db: Queryable,
  contractId: number,
): Promise<NonNullable<EntryCalculation['override']> | null> {
  const { rows } = await db.query<{
    lastName: string;
    firstName: string;
    teamName: string;
    number: string;
    signedOn: string;
    status: 'active' | 'terminated';
    cancelledAt: Date | null;
    reward: number;
    basisPoints: number;
    amount: number;
  }>(
    `SELECT m.last_name AS "lastName", m.first_name AS "firstName", t.name AS "teamName", c.number,
            to_char(c.signed_on, 'YYYY-MM-DD') AS "signedOn", c.status, c.cancelled_at AS "cancelledAt",
            o.reward::float8 AS reward, o.basis_points AS "basisPoints", o.amount::float8 AS amount
       FROM supervisor_overrides o
       JOIN contracts c ON c.id = o.contract_id
       JOIN members m ON m.id = c.member_id
       JOIN teams t ON t.id = o.team_id
      WHERE o.contract_id = $1`,
    [contractId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    agentName: agentInText(r),
    teamName: r.teamName,
    contractNumber: r.number,
    signedOn: r.signedOn,
    contractStatus: r.status,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    agentReward: toPoints(r.reward),
    percent: r.basisPoints / 100,
    share: toPoints(r.amount),
  };
}
