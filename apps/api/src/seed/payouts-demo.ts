import type { Env } from '../config/env.js';
import type { Db, Queryable } from '../db/types.js';
import type { DemoContext } from './demo-context.js';
import { seedFundedAgent } from './funded-agent.js';

/**
 * With a provider configured (`npm start` runs the emulator as the demo provider, decision 0031),
 * the demo pays by the provider's rail from the start; an admin can switch back to the manual one.
 */
export async function seedPayoutRailDemo(db: Db, env: Env, now = new Date()): Promise<void> {
  if (env.PAYOUT_PROVIDER === 'none') return;
  await db.query(
    `INSERT INTO payout_rail (id, rail, updated_at, updated_by) VALUES (true, 'provider', $1, 'demo') ON CONFLICT (id) DO NOTHING`,
    [now],
  );
}

/** +7 (900) 555-06-01 … 02: agents whose withdrawals the provider pays and cancels in the browser journey. */
export const payoutPhone = (n: number) => `790055506${String(n).padStart(2, '0')}`;

const PAYOUT_MEMBERS = [
  { lastName: 'Орлова', firstName: 'Светлана', middleName: 'Андреевна', points: 5_000 },
  { lastName: 'Лебедев', firstName: 'Константин', middleName: 'Ильич', points: 5_000 },
];

/**
 * Two agents with a confirmed identity (their name goes to the provider's recipient check) and points
 * on the balance, whose withdrawals the payout provider pays or cancels without touching anyone else's money.
 */
export async function seedPayoutMembersDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  for (const [i, m] of PAYOUT_MEMBERS.entries()) {
    await seedFundedAgent(tx, ctx, {
      ...m,
      phone: payoutPhone(i + 1),
      cityName: 'Ярославль',
      email: `payouts${i + 1}@example.ru`,
    });
  }
}
