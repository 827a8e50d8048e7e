import {
  PD_CONSENT_VERSION,
  fileUrl,
  type ConsentResponse,
  type PassportDataResponse,
  type ScanKind,
  type SetPassportData,
  type SetPassportDataResponse,
  type SetPassportFileResponse,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { audit, memberActor } from '../audit/service.js';
import { commitUpload, deleteFileRow, insertFileRow, type UploadDeps } from '../files/service.js';
import { sameData, toPassportData } from './passport-view.js';
import {
  ensureIdentityRow,
  findConsent,
  findIdentity,
  lockIdentity,
  setScanFile,
  startScanVersion,
  updateIdentityData,
  type IdentityRow,
} from './queries.js';
import { prepareScan, type PreparedScan } from '../../lib/uploads/scan-file.js';
import { sizeOf, type UploadBody } from '../../lib/uploads/spooled-file.js';
import { recordVersion } from './versions.js';
import { giveProfileConsent, type Who } from '../legal/service.js';

// The identity feature's public entry: the member's own calls here, the back office's decisions,
// the review screen and the personal-data rights from their modules.
export { reviewIdentity, type ReviewIdentityInput } from './review.js';
export { purgeExpiredDocuments, withdrawConsent, type EraseDeps } from './erase.js';

interface Deps {
  db: Db;
  clock: Clock;
}

const hasConsent = async (db: Queryable, memberId: string) => !!(await findConsent(db, memberId, PD_CONSENT_VERSION));

/** The member acting in their own cabinet, as the audit log names them. */
export { memberActor };

/**
 * The member's document. A reading of stored identity data is recorded like an operator's
 * (152-ФЗ: every access to personal data); a member without any has nothing read.
 */
export async function getPassportData(deps: Deps, who: { memberId: string; ip: string }): Promise<PassportDataResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await findIdentity(tx, who.memberId);
    const consent = await hasConsent(tx, who.memberId);
    if (row) {
      await audit(
        tx,
        memberActor(who.ip),
        {
          action: 'identity.viewed',
          memberId: who.memberId,
          targetType: 'identity',
          targetId: who.memberId,
          after: { version: row.version },
        },
        deps.clock.now(),
      );
    }
    return { passportData: toPassportData(row, consent) };
  });
}

/**
 * The latest calendar date anywhere (UTC+14). "Not in the future" is judged against it, so a
 * member in Kamchatka entering today's date is never refused because the server runs on UTC.
 */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

function refuseFutureDates(d: SetPassportData, now: Date): void {
  const today = latestToday(now);
  const fields: Record<string, string> = {};
  if (d.dateOfBirth > today) fields.dateOfBirth = 'Дата рождения не может быть в будущем';
  if (d.issuedAt > today) fields.issuedAt = 'Дата выдачи не может быть в будущем';
  if (d.registrationIssuedAt && d.registrationIssuedAt > today) {
    fields.registrationIssuedAt = 'Дата оформления регистрации не может быть в будущем';
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_error', { details: { fields } });
}

/**
 * Saves the identity data with optimistic concurrency: `data.version` must be the stored version
 * (0 when nothing was saved), otherwise 409 and nothing is written. The row is locked first, so
 * parallel saves of one version take turns and only the first finds its version still current.
 * A change makes a new version for review: the status goes back to 'pending' and the operator's
 * comment is cleared. A save that changes nothing sends nothing and keeps the review state
 * (re-saving confirmed data does not block withdrawals), and says so (`sentForReview: false`).
 * Needs the member's consent to personal-data processing (152-ФЗ), checked under the lock: a
 * withdrawal of the consent at the same moment either comes first (and this is refused) or waits.
 */
export async function savePassportData(deps: Deps, memberId: string, data: SetPassportData): Promise<SetPassportDataResponse> {
  const now = deps.clock.now();
  refuseFutureDates(data, now);
  return deps.db.transaction(async (tx) => {
    await ensureIdentityRow(tx, memberId, now);
    const current = await lockIdentity(tx, memberId);
    // Only under the lock: a refusal rolls back the row ensured above.
    if (!(await hasConsent(tx, memberId))) throw new AppError('consent_required');
    if (!current || current.version !== data.version) throw new AppError('conflict');
    if (current.version > 0 && sameData(current, data)) {
      return { passportData: toPassportData(current, true), sentForReview: false };
    }
    const saved = await updateIdentityData(tx, memberId, data.version, data, now);
    // Cannot happen under the lock; kept so that a change of the locking never loses a write silently.
    if (!saved) throw new AppError('conflict');
    await recordVersion(tx, memberId, saved, now);
    return { passportData: toPassportData(saved, true), sentForReview: true };
  });
}

/**
 * Stores a scan and links it to the identity document, replacing the previous scan of that kind.
 * A scan may come before any data is saved: the document row is then created with version 0 and
 * the scan waits for the data. Once data is saved, a scan makes a new version of the document
 * (decision 0015): a confirmed document stays confirmed — a better photo of the same page must not
 * stop withdrawals — and waits in the review queue for an operator to look at the new scan; a
 * pending or rejected one goes (back) under review. The answer carries the document as it now stands.
 */
export async function uploadScan(
  deps: Deps & UploadDeps,
  memberId: string,
  kind: ScanKind,
  upload: UploadBody,
): Promise<SetPassportFileResponse> {
  // Asked first so that no picture is decoded without the consent; asked again under the lock below.
  if (!(await hasConsent(deps.db, memberId))) throw new AppError('consent_required');
  const scan = await prepareScan(upload);
  try {
    return await storeScan(deps, memberId, kind, scan);
  } finally {
    await scan.discard();
  }
}

async function storeScan(
  deps: Deps & UploadDeps,
  memberId: string,
  kind: ScanKind,
  scan: PreparedScan,
): Promise<SetPassportFileResponse> {
  const now = deps.clock.now();
  return commitUpload(deps, { body: scan.body, extension: scan.extension }, async (tx, storageKey) => {
    await ensureIdentityRow(tx, memberId, now);
    const current = await lockIdentity(tx, memberId);
    if (!current || !(await hasConsent(tx, memberId))) throw new AppError('consent_required');
    const fileId = await insertFileRow(tx, { memberId, kind, mime: scan.mime, sizeBytes: sizeOf(scan.body), storageKey, now });
    await setScanFile(tx, memberId, kind, fileId, now);
    let row: IdentityRow;
    if (current.version > 0) {
      row = await startScanVersion(tx, memberId, now);
      await recordVersion(tx, memberId, row, now);
    } else {
      // No data yet: the scan waits for it, and no version is made.
      row = { ...current, [kind]: fileId };
    }
    const releasedKeys: string[] = [];
    const previous = current[kind];
    if (previous) {
      const oldKey = await deleteFileRow(tx, previous);
      if (oldKey) releasedKeys.push(oldKey);
    }
    return {
      result: { kind, url: fileUrl(kind, fileId), passportData: toPassportData(row, true) },
      releasedKeys,
    };
  });
}

/**
 * What the back office's member card shows of the document: its status, the operator's comment and
 * the INN, none of the passport data (the card's reading is recorded as `member.viewed`).
 */
export async function findIdentityStatus(
  db: Queryable,
  memberId: string,
): Promise<Pick<IdentityRow, 'status' | 'comment' | 'updatedAt' | 'inn'> | undefined> {
  const row = await findIdentity(db, memberId);
  return row && { status: row.status, comment: row.comment, updatedAt: row.updatedAt, inn: row.inn };
}

export async function getConsent(deps: Deps, memberId: string): Promise<ConsentResponse> {
  const consent = await findConsent(deps.db, memberId, PD_CONSENT_VERSION);
  return {
    consent: consent ? { version: consent.version, givenAt: consent.givenAt.toISOString() } : null,
    currentVersion: PD_CONSENT_VERSION,
  };
}

export async function giveConsent(deps: Deps, who: Who, version: string): Promise<ConsentResponse> {
  const now = deps.clock.now();
  await deps.db.transaction((tx) => giveProfileConsent(tx, who, version, now));
  return getConsent(deps, who.memberId);
}
