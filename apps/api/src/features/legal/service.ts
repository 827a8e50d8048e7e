// The member's side of the versioned rules and consent (decision 0049): what is current and
// accepted, and the acceptance itself — the rules by a tick and a one-time code (the agreement on a
// simple electronic signature is in the rules), the consent by an explicit tick of its own.
import { PD_CONSENT_VERSION, type LegalKind, type LegalStandingsResponse } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { confirmByCode, sendConfirmationCode, type ConfirmationDeps } from '../auth/service.js';
import { audit, memberActor } from '../audit/service.js';
import { currentVersion, insertConsent, memberStandings, toLegalVersion } from './queries.js';

export { acceptancePending } from './queries.js';

export async function legalStandings(db: Queryable, memberId: string): Promise<LegalStandingsResponse> {
  const rows = await memberStandings(db, memberId);
  return {
    documents: rows.map((r) => ({
      kind: r.kind,
      version: toLegalVersion(r),
      acceptedAt: r.accepted_at?.toISOString() ?? null,
      acceptedEarlierVersion: r.accepted_earlier,
    })),
    pending: rows.some((r) => r.accepted_at === null),
  };
}

/** The version the member read is still the current one, and not accepted yet. */
async function acceptable(db: Queryable, memberId: string, kind: LegalKind, versionId: number) {
  const current = await currentVersion(db, kind);
  if (!current || Number(current.id) !== versionId) throw new AppError('legal_version_not_current');
  const { rows } = await db.query('SELECT 1 FROM legal_acceptances WHERE version_id = $1 AND member_id = $2', [
    versionId,
    memberId,
  ]);
  if (rows.length > 0) throw new AppError('legal_accepted');
  return current;
}

export async function requestRulesCode(deps: ConfirmationDeps, memberId: string, versionId: number) {
  await acceptable(deps.db, memberId, 'rules', versionId);
  return sendConfirmationCode(deps, { memberId, purpose: 'rules', targetId: versionId });
}

export interface Who {
  memberId: string;
  ip: string;
  userAgent: string | null;
}

interface Acceptance {
  kind: LegalKind;
  versionId: number;
  how: { method: 'code'; codeId: string; channel: 'sms' | 'telegram'; phone: string } | { method: 'consent' };
}

/**
 * The version is acceptable under a lock of the versions, so that a version published at the same
 * moment either comes first (and this is refused as not current) or waits.
 */
async function lockAcceptable(tx: Queryable, memberId: string, kind: LegalKind, versionId: number) {
  await tx.query('LOCK TABLE legal_versions IN SHARE MODE');
  return acceptable(tx, memberId, kind, versionId);
}

/** Writes the acceptance to the log; answers false when the member's row for the version is there already. */
async function record(tx: Queryable, who: Who, a: Acceptance, now: Date): Promise<boolean> {
  const code = a.how.method === 'code' ? a.how : null;
  const { rowCount } = await tx.query(
    `INSERT INTO legal_acceptances (version_id, member_id, accepted_at, method, code_id, channel, phone, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (member_id, version_id) DO NOTHING`,
    [
      a.versionId,
      who.memberId,
      now,
      a.how.method,
      code?.codeId ?? null,
      code?.channel ?? null,
      code?.phone ?? null,
      who.ip,
      who.userAgent,
    ],
  );
  if (!rowCount) return false;
  await audit(
    tx,
    memberActor(who.ip),
    {
      action: 'legal.accepted',
      memberId: who.memberId,
      targetType: 'legal_version',
      targetId: a.versionId,
      after: { kind: a.kind, method: a.how.method },
    },
    now,
  );
  return true;
}

/** The acceptance the member asked for; two presses at once make one row and one refusal, never a failure. */
async function recordAsked(tx: Queryable, who: Who, a: Acceptance, now: Date): Promise<void> {
  if (!(await record(tx, who, a, now))) throw new AppError('legal_accepted');
}

export async function acceptRules(
  deps: { db: Db; otpKey: Buffer; clock: { now(): Date } },
  who: Who,
  versionId: number,
  code: string,
): Promise<LegalStandingsResponse> {
  const now = deps.clock.now();
  await confirmByCode(deps, { memberId: who.memberId, purpose: 'rules', targetId: versionId }, code, now, {
    lock: (tx) => lockAcceptable(tx, who.memberId, 'rules', versionId),
    act: (tx, checked) => recordAsked(tx, who, { kind: 'rules', versionId, how: { method: 'code', ...checked } }, now),
  });
  return legalStandings(deps.db, who.memberId);
}

/**
 * The consent to personal-data processing: logged as accepted, and given for the identity data too
 * (the profile's consent names the text's version, PD_CONSENT_VERSION), unless it is given already.
 */
export async function acceptConsent(
  deps: { db: Db; clock: { now(): Date } },
  who: Who,
  versionId: number,
): Promise<LegalStandingsResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockAcceptable(tx, who.memberId, 'pd_consent', versionId);
    await recordAsked(tx, who, { kind: 'pd_consent', versionId, how: { method: 'consent' } }, now);
    await insertConsent(tx, who.memberId, PD_CONSENT_VERSION, now);
  });
  return legalStandings(deps.db, who.memberId);
}

/**
 * The profile's consent (before identity data is sent) is this same consent: given there, it is
 * recorded for the identity data and logged as accepting the current version (once), in the caller's
 * transaction.
 */
export async function giveProfileConsent(tx: Queryable, who: Who, version: string, now: Date): Promise<void> {
  await insertConsent(tx, who.memberId, version, now);
  await tx.query('LOCK TABLE legal_versions IN SHARE MODE');
  const current = await currentVersion(tx, 'pd_consent');
  if (current) await record(tx, who, { kind: 'pd_consent', versionId: Number(current.id), how: { method: 'consent' } }, now);
}
