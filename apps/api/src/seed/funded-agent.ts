// A demo agent ready to withdraw: a member whose identity document was confirmed a month before the
// demo's now, with points on the balance from a curator's bonus (the ledger's adjustment). The desk's,
// the payouts' and the self-employed demos start from such agents.
import type { Queryable } from '../db/types.js';
import { adjustBalance } from '../features/adjustments/adjust-balance.js';
import type { DemoContext } from './demo-context.js';
import { seedMember } from './members.js';
import { DEMO_ADMIN } from './operators-demo.js';

export interface FundedAgent {
  phone: string;
  lastName: string;
  firstName: string;
  middleName: string;
  cityName: string;
  email: string;
  points: number;
  /** The ИНН of the confirmed identity document, when the demo needs one (a self-employed agent's). */
  inn?: string;
}

/** Seeds the agent and answers their member id. */
export async function seedFundedAgent(tx: Queryable, ctx: DemoContext, agent: FundedAgent): Promise<string> {
  const reviewed = new Date(ctx.now.getTime() - 30 * 86_400_000);
  const { points, inn = '', ...member } = agent;
  const memberId = await seedMember(tx, member);
  await tx.query(
    `INSERT INTO identity_documents (member_id, status, inn, reviewed_at, updated_at) VALUES ($1, 'confirmed', $2, $3, $3)`,
    [memberId, inn, reviewed],
  );
  await adjustBalance(tx, {
    memberId,
    amount: points,
    reason: 'Бонус куратора за квартал',
    operator: DEMO_ADMIN.email,
    at: reviewed,
  });
  return memberId;
}
