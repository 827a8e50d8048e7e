// Deleting a member's identity document (decision 0016): when the member withdraws the consent,
// and when a blocked member's retention period has run out. The audit log keeps that it happened
// and how much went, never the data.
import { IDENTITY_RETENTION_DAYS_AFTER_BLOCKING, SCAN_KINDS } from '@cabinet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/types.js';
import type { FileStore } from '../../lib/file-store.js';
import { audit, type AuditActor } from '../audit/service.js';
import { deleteMemberScanRows, deleteStoredBytes } from '../files/service.js';
import { lockIdentity, withdrawConsents } from './queries.js';
import { deleteDocumentRows } from './versions.js';

export interface EraseDeps {
  db: Db;
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface Erased {
  /** Storage keys of the scans whose rows went: their bytes go after the commit. */
  keys: string[];
  versions: number;
  document: boolean;
}

/**
 * In the caller's transaction: the document (locked first, so that a save or an upload in flight
 * finishes or finds it gone), its versions and decisions, and the rows of every scan of the member.
 */
export async function eraseDocument(tx: Queryable, memberId: string): Promise<Erased> {
  await lockIdentity(tx, memberId);
  const rows = await deleteDocumentRows(tx, memberId);
  const keys = await deleteMemberScanRows(tx, memberId);
  return { ...rows, keys };
}

const erasedSomething = (e: Erased) => e.document || e.keys.length > 0;

/**
 * The member withdraws the consent to the processing of the identity data (152-ФЗ, ст. 9): every
 * standing consent is marked withdrawn, the document and the scans are deleted, files included.
 * Nothing to withdraw and nothing stored: nothing happens and nothing is recorded.
 */
export async function withdrawConsent(deps: EraseDeps, who: AuditActor & { memberId: string }, now: Date): Promise<void> {
  const erased = await deps.db.transaction(async (tx) => {
    const result = await eraseDocument(tx, who.memberId);
    const consents = await withdrawConsents(tx, who.memberId, now);
    if (consents > 0 || erasedSomething(result)) {
      await audit(
        tx,
        who,
        {
          action: 'identity.consent_withdrawn',
          memberId: who.memberId,
          targetType: 'identity',
          targetId: who.memberId,
          after: { consentsWithdrawn: consents, scansDeleted: result.keys.length, versionsDeleted: result.versions },
        },
        now,
      );
    }
    return result;
  });
  await deleteStoredBytes(deps, erased.keys);
}

const DAY_MS = 86_400_000;
/** Members handled by one run; the next run (an hour later) takes the rest. */
const PURGE_BATCH = 200;

/**
 * The retention sweep: the identity documents of members blocked for longer than the privacy
 * policy's period (`IDENTITY_RETENTION_DAYS_AFTER_BLOCKING`, which the policy's text quotes) are
 * deleted, files included, each member in a transaction of its own that checks again that the
 * member is still blocked since before the cut-off. Safe to run from several processes at once.
 */
export async function purgeExpiredDocuments(deps: EraseDeps, now: Date): Promise<{ members: number; files: number }> {
  const cutoff = new Date(now.getTime() - IDENTITY_RETENTION_DAYS_AFTER_BLOCKING * DAY_MS);
  const { rows } = await deps.db.query<{ id: string }>(
    `SELECT m.id FROM members m
      WHERE m.status = 'blocked' AND m.blocked_at < $1
        AND (EXISTS (SELECT 1 FROM identity_documents d WHERE d.member_id = m.id)
             OR EXISTS (SELECT 1 FROM files f WHERE f.member_id = m.id AND f.kind = ANY($2::text[])))
      ORDER BY m.blocked_at
      LIMIT ${PURGE_BATCH}`,
    [cutoff, [...SCAN_KINDS]],
  );
  const system: AuditActor = { operatorId: null, actor: 'system', ip: null };
  let members = 0;
  let files = 0;
  for (const { id } of rows) {
    const erased = await deps.db.transaction(async (tx) => {
      // Unblocked meanwhile, or blocked again since: the member keeps the document.
      const still = await tx.query<{ blockedAt: Date }>(
        `SELECT blocked_at AS "blockedAt" FROM members WHERE id = $1 AND status = 'blocked' AND blocked_at < $2 FOR UPDATE`,
        [id, cutoff],
      );
      if (!still.rows[0]) return null;
      const result = await eraseDocument(tx, id);
      if (!erasedSomething(result)) return null;
      await audit(
        tx,
        system,
        {
          action: 'identity.purged',
          memberId: id,
          targetType: 'identity',
          targetId: id,
          after: {
            blockedAt: still.rows[0].blockedAt.toISOString(),
            retentionDays: IDENTITY_RETENTION_DAYS_AFTER_BLOCKING,
            scansDeleted: result.keys.length,
            versionsDeleted: result.versions,
          },
        },
        now,
      );
      return result;
    });
    if (!erased) continue;
    members += 1;
    files += erased.keys.length;
    await deleteStoredBytes(deps, erased.keys);
  }
  return { members, files };
}
