// Which regime a member is paid under (decision 0043). A declared regime that lowers the tax the
// company withholds — самозанятый, ИП — applies only once verified: the ИНН is the one of the
// member's confirmed identity document (whose name and birth date an operator checked), and ФНС
// confirmed the regime for it — the НПД status check, or the ЕГРИП record of an active ИП under the
// document's ФИО. Until then the member is taxed as an individual, and told why. A самозанятый who
// is or was the company's employee less than two years ago is paid as an individual whatever ФНС
// says (decision 0051).
import { regimeUnverifiedText, type RegimeUnverifiedReason, type TaxRegime } from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Queryable } from '../../db/types.js';
import { russianDate } from '../../lib/moscow-time.js';
import { EgripUnavailable } from '../../providers/egrip/egrip-register.js';
import { npdBarByEmployment } from './employment.js';

export interface RegimeVerification {
  declared: TaxRegime;
  /** The regime the member is paid under now. */
  applies: TaxRegime;
  /** Why the declared regime does not apply; null when it does. */
  reason: RegimeUnverifiedReason | null;
  /** A former employee's first day of НПД again (YYYY-MM-DD); null while employed or for other reasons. */
  npdAllowedFrom?: string | null;
}

/** What the member reads about it: null when the declared regime applies. */
export function regimeNote(v: RegimeVerification): string | null {
  if (!v.reason) return null;
  return regimeUnverifiedText(v.declared, v.reason, v.npdAllowedFrom ? russianDate(v.npdAllowedFrom) : null);
}

interface Identity {
  status: string;
  inn: string;
  name: string;
}

async function confirmedIdentity(db: Queryable, memberId: string): Promise<Identity | undefined> {
  const { rows } = await db.query<Identity>(
    `SELECT d.status, trim(d.inn) AS inn,
            trim(concat_ws(' ', nullif(m.last_name, ''), nullif(m.first_name, ''), nullif(m.middle_name, ''))) AS name
       FROM identity_documents d JOIN members m ON m.id = d.member_id
      WHERE d.member_id = $1`,
    [memberId],
  );
  return rows[0];
}

/**
 * Whether ФНС confirmed that the ИНН is self-employed: by the public status check of this ИНН, or
 * by the payout provider's binding of it (the provider binds only a registered НПД payer). A
 * binding whose status was lost since keeps the regime: its withdrawals are refused until it is
 * back (decision 0034). Read from the self-employed feature's table (migration 0055), which that
 * feature writes; the self-employed feature reads the tax profile the same way.
 */
async function npdStatusConfirmed(db: Queryable, memberId: string, inn: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM member_npd
      WHERE member_id = $1
        AND ((checked_inn = $2 AND npd_active)
          OR (binding_inn = $2 AND (binding_status = 'confirmed' OR stopped_reason IS NOT NULL)))`,
    [memberId, inn],
  );
  return rows.length > 0;
}

/** ФИО compared as ФНС writes it: upper case, «ё» as «е», single spaces. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.toUpperCase().replace(/Ё/g, 'Е').replace(/\s+/g, ' ').trim();
  return norm(a) !== '' && norm(a) === norm(b);
}

interface EgripCheck {
  inn: string;
  answered: boolean;
  found: boolean;
  name: string | null;
  endedOn: string | null;
}

async function lastEgripCheck(db: Queryable, memberId: string): Promise<EgripCheck | undefined> {
  const { rows } = await db.query<EgripCheck>(
    'SELECT inn, answered, found, name, ended_on AS "endedOn" FROM member_egrip_checks WHERE member_id = $1',
    [memberId],
  );
  return rows[0];
}

export async function verifyRegime(
  db: Queryable,
  memberId: string,
  profile: { regime: TaxRegime; inn: string | null },
  at: Date,
): Promise<RegimeVerification> {
  const declared = profile.regime;
  if (declared === 'individual') return { declared, applies: declared, reason: null };
  const unverified = (reason: RegimeUnverifiedReason): RegimeVerification => ({ declared, applies: 'individual', reason });

  if (declared === 'self_employed') {
    const barred = await npdBarByEmployment(db, memberId, at);
    if (barred) return { declared, applies: 'individual', reason: 'former_employee', npdAllowedFrom: barred.allowedFrom };
  }

  const identity = await confirmedIdentity(db, memberId);
  if (identity?.status !== 'confirmed') return unverified('identity_not_confirmed');
  if (!profile.inn || identity.inn !== profile.inn) return unverified('inn_not_identity');

  if (declared === 'self_employed') {
    return (await npdStatusConfirmed(db, memberId, profile.inn))
      ? { declared, applies: declared, reason: null }
      : unverified('npd_not_checked');
  }
  const check = await lastEgripCheck(db, memberId);
  if (!check || check.inn !== profile.inn || !check.answered) return unverified('egrip_not_checked');
  if (!check.found) return unverified('egrip_not_found');
  if (check.endedOn) return unverified('egrip_ended');
  if (!sameName(check.name ?? '', identity.name)) return unverified('egrip_name_mismatch');
  return { declared, applies: declared, reason: null };
}

/**
 * Asks ЕГРИП about the ИНН a member declared as an ИП and keeps the answer (a service that did not
 * answer is kept as such: the regime does not apply until a later check). Asked only when the ИНН
 * is the confirmed document's: another ИНН is not verified whatever ФНС says.
 */
export async function checkEntrepreneur(
  deps: Pick<AppDeps, 'db' | 'egrip' | 'clock'>,
  memberId: string,
  inn: string,
): Promise<void> {
  const identity = await confirmedIdentity(deps.db, memberId);
  if (identity?.status !== 'confirmed' || identity.inn !== inn) return;
  let entry;
  let answered = true;
  try {
    entry = await deps.egrip.findEntrepreneur(inn);
  } catch (err) {
    if (!(err instanceof EgripUnavailable)) throw err;
    answered = false;
  }
  await deps.db.query(
    `INSERT INTO member_egrip_checks (member_id, inn, answered, found, name, ogrnip, registered_on, ended_on, checked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (member_id) DO UPDATE SET inn = $2, answered = $3, found = $4, name = $5, ogrnip = $6,
       registered_on = $7, ended_on = $8, checked_at = $9`,
    [
      memberId,
      inn,
      answered,
      Boolean(entry),
      entry?.name ?? null,
      entry?.ogrnip && /^\d{15}$/.test(entry.ogrnip) ? entry.ogrnip : null,
      entry?.registeredOn ?? null,
      entry?.endedOn ?? null,
      deps.clock.now(),
    ],
  );
}
