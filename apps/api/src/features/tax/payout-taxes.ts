// A member's payouts and their НДФЛ by Moscow month (decision 0033), for the member's statements:
// an order counts in the month its payout was posted to the ledger — the day the income was paid
// and the tax withheld, as in the quarter's register — so a rejected or cancelled order, whose
// frozen tax went back to the member, never counts.
import type { Queryable } from '../../db/types.js';

export interface MonthPayoutTax {
  /** `YYYY-MM`, Moscow time. */
  month: string;
  /** Kopecks: the orders paid out (the frozen amounts, any withheld tax included). */
  paid: number;
  /** Kopecks of taxed income: the orders' gross amount (grossed up when the company pays the tax). */
  income: number;
  /** Kopecks of НДФЛ withheld from the payouts. */
  withheld: number;
  /** Kopecks of НДФЛ the company paid on top. */
  paidByCompany: number;
}

export async function payoutTaxesByMonth(
  db: Queryable,
  memberId: string,
  range: { from: Date; to: Date },
): Promise<MonthPayoutTax[]> {
  const { rows } = await db.query<MonthPayoutTax>(
    `SELECT to_char(l.created_at AT TIME ZONE 'Europe/Moscow', 'YYYY-MM') AS month,
            sum(o.amount)::float8 AS paid,
            coalesce(sum(t.income), 0)::float8 AS income,
            coalesce(sum(t.withheld), 0)::float8 AS withheld,
            coalesce(sum(t.company), 0)::float8 AS "paidByCompany"
       FROM ledger_transactions l
       JOIN withdrawal_orders o ON o.id = l.order_id
       -- Each paid order's own tax rows, read by its order (a grouped subquery would sum every order's).
       LEFT JOIN LATERAL (SELECT sum(base) AS income,
                                 sum(tax) FILTER (WHERE payer = 'member') AS withheld,
                                 sum(tax) FILTER (WHERE payer = 'company') AS company
                            FROM order_taxes WHERE order_id = o.id) t ON true
      WHERE l.kind = 'payout' AND l.member_id = $1 AND l.created_at >= $2 AND l.created_at < $3
      GROUP BY 1 ORDER BY 1`,
    [memberId, range.from, range.to],
  );
  return rows;
}
