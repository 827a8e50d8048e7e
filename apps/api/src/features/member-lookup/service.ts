// Members found by phone, for the contracts import and the back office's notifications: a feature
// of its own that imports no other, since the members feature (whose card reads orders, balances
// and identity, which tell members things) must not be one the notifications depend on (decision 0007).
import type { Queryable } from '../../db/types.js';

/** The members these phones belong to: phone → member id. */
export async function membersByPhone(db: Queryable, phones: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; phone: string }>('SELECT id, phone FROM members WHERE phone = ANY($1::text[])', [
    phones,
  ]);
  return new Map(rows.map((r) => [r.phone, r.id]));
}
