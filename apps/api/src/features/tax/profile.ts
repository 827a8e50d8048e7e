// A member's tax profile (migration 0050, decision 0033). No row: an individual resident, the
// ИНН shown from the identity document when it holds a valid one.
import { isValidPersonInn, type SetTaxProfileBody, type TaxProfile, type TaxRegime } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { getTaxSettings } from './settings.js';

export interface StoredProfile {
  regime: TaxRegime;
  inn: string | null;
  resident: boolean;
  changedAt: Date | null;
}

/** The profile the programme pays by: the stored one, or an individual resident. */
export async function storedProfile(db: Queryable, memberId: string): Promise<StoredProfile> {
  const { rows } = await db.query<StoredProfile>(
    'SELECT regime, inn, resident, changed_at AS "changedAt" FROM member_tax_profiles WHERE member_id = $1',
    [memberId],
  );
  return rows[0] ?? { regime: 'individual', inn: null, resident: true, changedAt: null };
}

async function identityInn(db: Queryable, memberId: string): Promise<string | null> {
  const { rows } = await db.query<{ inn: string }>('SELECT inn FROM identity_documents WHERE member_id = $1', [memberId]);
  const inn = rows[0]?.inn.trim() ?? '';
  return isValidPersonInn(inn) ? inn : null;
}

export async function getTaxProfile(db: Queryable, memberId: string): Promise<TaxProfile> {
  const [stored, settings] = await Promise.all([storedProfile(db, memberId), getTaxSettings(db)]);
  const fromIdentity = stored.inn === null ? await identityInn(db, memberId) : null;
  return {
    regime: stored.regime,
    inn: stored.inn ?? fromIdentity ?? '',
    innFromIdentity: fromIdentity !== null,
    resident: stored.resident,
    withheld: stored.regime === 'individual',
    changedAt: stored.changedAt?.toISOString() ?? null,
    residentScale: settings.residentScale,
    nonResidentRate: settings.nonResidentRate,
  };
}

/**
 * Saves the member's choice. The body's ИНН was checked (check digits; required for the
 * self-employed and an ИП) by its contract; the database checks its shape again. A change applies
 * to withdrawals requested after it: the tax of pending orders was fixed when they were made.
 */
export async function setTaxProfile(tx: Queryable, memberId: string, body: SetTaxProfileBody, now: Date): Promise<TaxProfile> {
  await tx.query(
    `INSERT INTO member_tax_profiles (member_id, regime, inn, resident, changed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id) DO UPDATE SET regime = EXCLUDED.regime, inn = EXCLUDED.inn, resident = EXCLUDED.resident,
       changed_at = EXCLUDED.changed_at`,
    [memberId, body.regime, body.inn === '' ? null : body.inn, body.resident, now],
  );
  return getTaxProfile(tx, memberId);
}
