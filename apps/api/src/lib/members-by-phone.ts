// A lookup below the features: the contracts import and the back office's notifications find
// members by phone, and the members feature (whose card reads orders, balances and identity,
// which tell members things) must not be a feature the notifications depend on.
import type { Queryable } from '../db/types.js';

/** The members these phones belong to: phone → member id. */
export async function membersByPhone(db: Queryable, phones: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; phone: string }>('SELECT id, phone FROM members WHERE phone = ANY($1::text[])', [
    phones,
  ]);
  return new Map(rows.map((r) => [r.phone, r.id]));
}
