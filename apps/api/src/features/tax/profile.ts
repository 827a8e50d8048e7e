// A member's tax profile (migration 0050, decision 0033). No row: an individual resident, the
// ИНН shown from the identity document when it holds a valid one. One ИНН belongs to one member,
// and a declared regime applies once verified (decision 0043).
import { isValidPersonInn, type SetTaxProfileBody, type TaxProfile, type TaxRegime } from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { checkEntrepreneur, regimeNote, verifyRegime } from './regime-verification.js';
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

export async function getTaxProfile(db: Queryable, memberId: string, now: Date): Promise<TaxProfile> {
  const [stored, settings] = await Promise.all([storedProfile(db, memberId), getTaxSettings(db)]);
  const fromIdentity = stored.inn === null ? await identityInn(db, memberId) : null;
  const verification = await verifyRegime(db, memberId, stored, now);
  return {
    regime: stored.regime,
    inn: stored.inn ?? fromIdentity ?? '',
    innFromIdentity: fromIdentity !== null,
    resident: stored.resident,
    applies: verification.applies,
    regimeNote: regimeNote(verification),
    withheld: verification.applies === 'individual',
    changedAt: stored.changedAt?.toISOString() ?? null,
    residentScale: settings.residentScale,
    nonResidentRate: settings.nonResidentRate,
  };
}

/** The member other than `memberId` who holds `inn`: in a tax profile or a confirmed identity document. */
async function innHolder(db: Queryable, memberId: string, inn: string): Promise<string | null> {
  const { rows } = await db.query<{ memberId: string }>(
    `SELECT member_id AS "memberId" FROM member_tax_profiles WHERE inn = $1 AND member_id <> $2
     UNION ALL
     SELECT member_id FROM identity_documents WHERE trim(inn) = $1 AND status = 'confirmed' AND member_id <> $2
     LIMIT 1`,
    [inn, memberId],
  );
  return rows[0]?.memberId ?? null;
}

/** Keeps a refused claim of another member's ИНН for the operators (the back office's tax screen). */
async function refuseClaim(db: Db, c: { memberId: string; inn: string; holder: string; regime: TaxRegime; at: Date }) {
  await db.query(
    'INSERT INTO tax_inn_refused_claims (member_id, inn, holder_member_id, regime, refused_at) VALUES ($1, $2, $3, $4, $5)',
    [c.memberId, c.inn, c.holder, c.regime, c.at],
  );
  throw new AppError('tax_inn_taken');
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown }).code === '23505';

/**
 * Saves the member's choice. The body's ИНН was checked (check digits; required for the
 * self-employed and an ИП) by its contract; the database checks its shape again, and that no other
 * profile holds it (two members claiming one ИНН at once: the slower is refused). An ИП's ИНН is
 * then looked up in ЕГРИП, outside the transaction. A change applies to withdrawals requested
 * after it: the tax of pending orders was fixed when they were made.
 */
export async function saveTaxProfile(
  deps: Pick<AppDeps, 'db' | 'egrip' | 'clock'>,
  memberId: string,
  body: SetTaxProfileBody,
): Promise<TaxProfile> {
  const now = deps.clock.now();
  const inn = body.inn === '' ? null : body.inn;
  if (inn) {
    const holder = await innHolder(deps.db, memberId, inn);
    if (holder) await refuseClaim(deps.db, { memberId, inn, holder, regime: body.regime, at: now });
  }
  try {
    await deps.db.transaction((tx) => setTaxProfile(tx, memberId, body, now));
  } catch (err) {
    if (!inn || !isUniqueViolation(err)) throw err;
    const holder = await innHolder(deps.db, memberId, inn);
    if (!holder) throw err;
    await refuseClaim(deps.db, { memberId, inn, holder, regime: body.regime, at: now });
  }
  if (body.regime === 'entrepreneur' && inn) await checkEntrepreneur(deps, memberId, inn);
  return getTaxProfile(deps.db, memberId, now);
}

/** Writes the profile in the caller's transaction. */
async function setTaxProfile(tx: Queryable, memberId: string, body: SetTaxProfileBody, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO member_tax_profiles (member_id, regime, inn, resident, changed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id) DO UPDATE SET regime = EXCLUDED.regime, inn = EXCLUDED.inn, resident = EXCLUDED.resident,
       changed_at = EXCLUDED.changed_at`,
    [memberId, body.regime, body.inn === '' ? null : body.inn, body.resident, now],
  );
}
