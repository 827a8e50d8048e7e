// The month's override rule as the accruals read it (migration 0140): the rule of the latest month at or
// before the contract's signing month that has one, as a tier table holds (docs/product.md §11.6).
import type { Queryable } from '../../db/types.js';

/** Hundredths of a percent of the agent's reward for each month asked (`YYYY-MM`): 0 where no rule applies. */
export async function overrideRates(db: Queryable, months: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(months)];
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<{ month: string; basisPoints: number }>(
    `SELECT to_char(m, 'YYYY-MM') AS month,
            coalesce((SELECT r.basis_points FROM supervisor_override_rules r WHERE r.month <= m ORDER BY r.month DESC LIMIT 1), 0)::int
              AS "basisPoints"
       FROM unnest($1::date[]) AS m`,
    [unique.map((m) => `${m}-01`)],
  );
  return new Map(rows.map((r) => [r.month, r.basisPoints]));
}

/**
 * The rule that applies to `month`: the month (`YYYY-MM`) whose own rule it is and its hundredths of a
 * percent; none (null, 0) when no month at or before it has one.
 */
export async function overrideRuleOf(db: Queryable, month: string): Promise<{ ruleMonth: string | null; basisPoints: number }> {
  const { rows } = await db.query<{ ruleMonth: string; basisPoints: number }>(
    `SELECT to_char(month, 'YYYY-MM') AS "ruleMonth", basis_points AS "basisPoints" FROM supervisor_override_rules
      WHERE month <= ($1 || '-01')::date ORDER BY month DESC LIMIT 1`,
    [month],
  );
  return rows[0] ?? { ruleMonth: null, basisPoints: 0 };
}

/**
 * The supervisor's share of a reward, kopecks: `basisPoints` hundredths of a percent of `reward`,
 * rounded half-up to a kopeck (12,5 % of 0,05 б. is 0,01 б.; of 0,03 б. it is 0 — nothing is paid).
 * Whole numbers throughout: a reward of at most 10^8 kopecks times 5 000 stays exact in a double.
 */
export function overrideShare(reward: number, basisPoints: number): number {
  return Math.floor((reward * basisPoints + 5_000) / 10_000);
}
