// Whether ФНС confirmed that an ИНН is self-employed (decision 0043), for the tax feature: the
// regime applies only then. Confirmed by the public status check of this ИНН, or by the payout
// provider's binding of it (the provider binds only a registered НПД payer). A binding whose
// status was lost since keeps the regime: its withdrawals are refused until it is back (0034).
import type { Queryable } from '../../db/types.js';

export async function npdStatusConfirmed(db: Queryable, memberId: string, inn: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM member_npd
      WHERE member_id = $1
        AND ((checked_inn = $2 AND npd_active)
          OR (binding_inn = $2 AND (binding_status = 'confirmed' OR stopped_reason IS NOT NULL)))`,
    [memberId, inn],
  );
  return rows.length > 0;
}
