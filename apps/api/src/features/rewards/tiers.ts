import type { RewardTier } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';

export interface TierRow {
  minContracts: number;
  /** Kopecks per contract. */
  reward: number;
}

/** The tiers as operators last set them, lowest first. */
export async function listTierRows(db: Queryable): Promise<TierRow[]> {
  const { rows } = await db.query<TierRow>(
    'SELECT min_contracts AS "minContracts", reward::float8 AS reward FROM reward_tiers ORDER BY min_contracts',
  );
  return rows;
}

/** The tier the `position`-th contract of a month falls in (undefined below the lowest tier). */
export function tierForPosition(tiers: readonly TierRow[], position: number): TierRow | undefined {
  return tiers.findLast((t) => t.minContracts <= position);
}

/** Rows (lowest first) → the API's tiers with their level and the last count of each. */
export function toTiers(rows: readonly TierRow[]): RewardTier[] {
  return rows.map((t, i) => ({
    level: i + 1,
    minContracts: t.minContracts,
    maxContracts: rows[i + 1] ? rows[i + 1]!.minContracts - 1 : null,
    reward: toPoints(t.reward),
  }));
}
