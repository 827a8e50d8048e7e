import type { RewardTier } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';

export interface TierRow {
  minContracts: number;
  /** Kopecks per contract. */
  reward: number;
  /** Kopecks, once, for meeting a personal target of this level (0: none). */
  targetBonus: number;
}

/**
 * SQL of the month whose own rows make the table of the month starting on `firstDay` (an SQL date):
 * the latest at or before it. For a statement that reads the table with other rows.
 */
export const tableMonthOf = (firstDay: string) => `(SELECT max(month) FROM reward_tiers WHERE month <= ${firstDay})`;

/**
 * SQL of the table of the month starting on `firstDay` as a JSON array of `TierRow`s, lowest first
 * (null when no table applies): for a statement that reads it with other rows.
 */
export const tierRowsJson = (firstDay: string) =>
  `(SELECT json_agg(json_build_object('minContracts', tier.min_contracts, 'reward', tier.reward::float8,
                                      'targetBonus', tier.target_bonus::float8) ORDER BY tier.min_contracts)
      FROM reward_tiers tier WHERE tier.month = ${tableMonthOf(firstDay)})`;

/**
 * The tier table of a calendar month (`YYYY-MM`), lowest first: the rows of the latest month at or
 * before it that has rows of its own (a table applies from its month on until the next one).
 * Without a month, the latest table there is.
 */
export async function listTierRows(db: Queryable, month = '9999-12'): Promise<TierRow[]> {
  const { rows } = await db.query<TierRow>(
    `SELECT min_contracts AS "minContracts", reward::float8 AS reward, target_bonus::float8 AS "targetBonus" FROM reward_tiers
      WHERE month = ${tableMonthOf(`($1 || '-01')::date`)}
      ORDER BY min_contracts`,
    [month],
  );
  return rows;
}

/** The month (`YYYY-MM`) whose own rows make `month`'s table, or null when no table applies. */
export async function tierTableMonth(db: Queryable, month: string): Promise<string | null> {
  const { rows } = await db.query<{ m: string | null }>(
    `SELECT to_char(max(month), 'YYYY-MM') AS m FROM reward_tiers WHERE month <= ($1 || '-01')::date`,
    [month],
  );
  return rows[0]?.m ?? null;
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
