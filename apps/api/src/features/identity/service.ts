import {
  PD_CONSENT_VERSION,
  fileUrl,
  type ConsentResponse,
  type PassportDataResponse,
  type ScanKind,
  type SetPassportData,
  type SetPassportFileResponse,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { commitUpload, deleteFileRow, insertFileRow, type UploadDeps } from '../files/service.js';
import { sameData, toPassportData } from './passport-view.js';
import {
  ensureIdentityRow,
  findConsent,
  findIdentity,
  insertConsent,
  lockIdentity,
  setScanFile,
  updateIdentityData,
} from './queries.js';
import { prepareScan } from './scan-file.js';

interface Deps {
  db: Db;
  clock: Clock;
}

const hasConsent = async (db: Queryable, memberId: string) => !!(await findConsent(db, memberId, PD_CONSENT_VERSION));

export async function getPassportData(deps: Deps, memberId: string): Promise<PassportDataResponse> {
  const [row, consent] = await Promise.all([findIdentity(deps.db, memberId), hasConsent(deps.db, memberId)]);
  return { passportData: toPassportData(row, consent) };
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
 * A change sets the status back to 'pending' and clears the operator's comment; a save that
 * changes nothing keeps the review state (re-saving confirmed data does not block withdrawals).
 * Needs the member's consent to personal-data processing (152-ФЗ).
 */
export async function savePassportData(deps: Deps, memberId: string, data: SetPassportData): Promise<PassportDataResponse> {
  const now = deps.clock.now();
  refuseFutureDates(data, now);
  return deps.db.transaction(async (tx) => {
    if (!(await hasConsent(tx, memberId))) throw new AppError('consent_required');
    await ensureIdentityRow(tx, memberId, now);
    const current = await lockIdentity(tx, memberId);
    if (!current || current.version !== data.version) throw new AppError('conflict');
    if (current.version > 0 && sameData(current, data)) return { passportData: toPassportData(current, true) };
    const saved = await updateIdentityData(tx, memberId, data.version, data, now);
    // Cannot happen under the lock; kept so that a change of the locking never loses a write silently.
    if (!saved) throw new AppError('conflict');
    return { passportData: toPassportData(saved, true) };
  });
}

/**
 * Stores a scan and links it to the identity document, replacing the previous scan of that kind.
 * A scan may come before any data is saved: the document row is then created with version 0.
 * The document goes back to 'pending'; its version (which counts data saves) does not change, so
 * a form open in the same page can still be saved.
 */
export async function uploadScan(
  deps: Deps & UploadDeps,
  memberId: string,
  kind: ScanKind,
  upload: Buffer,
): Promise<SetPassportFileResponse> {
  // Consents are never withdrawn through the API, so a check before storing holds for the commit.
  if (!(await hasConsent(deps.db, memberId))) throw new AppError('consent_required');
  const scan = await prepareScan(upload);
  const now = deps.clock.now();
  return commitUpload(deps, { bytes: scan.bytes, extension: scan.extension }, async (tx, storageKey) => {
    await ensureIdentityRow(tx, memberId, now);
    const current = await lockIdentity(tx, memberId);
    const fileId = await insertFileRow(tx, { memberId, kind, mime: scan.mime, sizeBytes: scan.bytes.length, storageKey, now });
    await setScanFile(tx, memberId, kind, fileId, now);
    const releasedKeys: string[] = [];
    const previous = current?.[kind];
    if (previous) {
      const oldKey = await deleteFileRow(tx, previous);
      if (oldKey) releasedKeys.push(oldKey);
    }
    return { result: { kind, url: fileUrl(kind, fileId) }, releasedKeys };
  });
}

export async function getConsent(deps: Deps, memberId: string): Promise<ConsentResponse> {
  const consent = await findConsent(deps.db, memberId, PD_CONSENT_VERSION);
  return {
    consent: consent ? { version: consent.version, givenAt: consent.givenAt.toISOString() } : null,
    currentVersion: PD_CONSENT_VERSION,
  };
}

export async function giveConsent(deps: Deps, memberId: string, version: string): Promise<ConsentResponse> {
  await insertConsent(deps.db, memberId, version, deps.clock.now());
  return getConsent(deps, memberId);
}
