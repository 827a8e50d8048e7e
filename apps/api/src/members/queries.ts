// Reads of the members table that several features need (the contracts import, the back office's
// notifications). Not a feature: like ledger/, it lives beside db/ so that features share these
// reads without depending on one another.
import type { Queryable } from '../db/types.js';

/** The members these phones belong to: phone → member id. */
export async function membersByPhone(db: Queryable, phones: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; phone: string }>('SELECT id, phone FROM members WHERE phone = ANY($1::text[])', [
    phones,
  ]);
  return new Map(rows.map((r) => [r.phone, r.id]));
}
