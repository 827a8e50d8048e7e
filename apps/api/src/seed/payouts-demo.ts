import type { Env } from '../config/env.js';
import type { Db } from '../db/types.js';

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
