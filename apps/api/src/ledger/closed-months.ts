// Which months are closed (decision 0047), for the features whose changes are dated and must not
// rewrite a closed month — the team structure, cascaded targets. The periods feature closes them; this
// only reads, below the features, so that a feature the ledger's posting reaches may ask too.
import type { Queryable } from '../db/types.js';

/**
 * The first closed month at or after `month` (YYYY-MM), or null: a change dated in `month` that lasts
 * (a team membership, decision 0065) would rewrite every closed month from there on.
 */
export async function firstClosedMonthFrom(db: Queryable, month: string): Promise<string | null> {
  const { rows } = await db.query<{ month: string }>(
    `SELECT to_char(month, 'YYYY-MM') AS month FROM periods WHERE month >= $1 ORDER BY month LIMIT 1`,
    [`${month}-01`],
  );
  return rows[0]?.month ?? null;
}
