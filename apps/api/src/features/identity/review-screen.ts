// The back office's side of identity review (docs/product.md §12): the queue, a document with its scans, the
// member and the versions; the decision; the scans' bytes; who read a member's documents. Every
// reading of the data or a scan is written to the audit log in the same transaction (152-ФЗ).
import {
  IDENTITY_STATUS_TEXT,
  SCAN_KINDS,
  identityScanRoute,
  routePath,
  type AuditAction,
  type IdentityAccessEntry,
  type IdentityDecision,
  type IdentityQueueItem,
  type IdentityReview,
  type ScanKind,
} from '@cabinet/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { audit, listMemberAudit, type AuditActor } from '../audit/service.js';
import type { Scoped } from '../dealer-scope/service.js';
import { findMemberFile, findMemberFiles, sendStoredFile } from '../files/service.js';
import { findIdentity } from './queries.js';
import { reviewIdentity } from './review.js';
import { listVersions, listWaiting, snapshotOf, submissionKind } from './versions.js';

const isScan = (kind: string): kind is ScanKind => (SCAN_KINDS as readonly string[]).includes(kind);

export async function identityQueue(
  db: Queryable,
  op: Scoped,
  page: { skip: number; take: number },
): Promise<{ items: IdentityQueueItem[]; totalCount: number }> {
  const { rows, total } = await listWaiting(db, op, page);
  return {
    totalCount: total,
    items: rows.map((r) => ({
      memberId: r.memberId,
      memberName: r.memberName,
      phone: r.phone,
      version: r.version,
      status: IDENTITY_STATUS_TEXT[r.status],
      kind: submissionKind(r, r.previousDecision),
      changes: r.changes,
      scans: r.scans,
      submittedAt: r.submittedAt.toISOString(),
    })),
  };
}

interface MemberRow {
  id: string;
  phone: string;
  firstName: string;
  middleName: string;
  lastName: string;
  cityName: string;
  email: string | null;
  employer: string;
  jobPost: string;
  status: 'active' | 'blocked';
  createdAt: Date;
}

async function findMember(db: Queryable, id: string): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(
    `SELECT id, phone, first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName", city_name AS "cityName",
            email, employer, job_post AS "jobPost", status, created_at AS "createdAt"
       FROM members WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** What the review screen shows. A member without saved data has nothing to review: 404. */
async function reviewOf(db: Queryable, memberId: string): Promise<IdentityReview> {
  const member = await findMember(db, memberId);
  const row = await findIdentity(db, memberId);
  if (!member || !row || row.version === 0) throw new AppError('not_found');
  const versions = await listVersions(db, memberId);
  const snapshot = snapshotOf(row);
  const files = await findMemberFiles(
    db,
    memberId,
    SCAN_KINDS.flatMap((kind) => snapshot.scans[kind] ?? []),
  );
  const scans = {} as IdentityReview['document']['scans'];
  for (const kind of SCAN_KINDS) {
    const file = files.find((f) => f.id === snapshot.scans[kind]);
    scans[kind] = file
      ? { fileId: file.id, url: routePath(identityScanRoute, { id: memberId, fileId: file.id }), mime: file.mime }
      : null;
  }
  // A document saved before versions were kept (migration 0013 recorded those) has no row of its own.
  const current = versions.find((v) => v.version === row.version) ?? {
    version: row.version,
    submittedAt: row.updatedAt,
    kind: 'new' as const,
    changes: [],
    decision: null,
  };
  return {
    member: { ...member, createdAt: member.createdAt.toISOString() },
    document: {
      version: row.version,
      status: row.status,
      statusText: IDENTITY_STATUS_TEXT[row.status],
      comment: row.comment,
      data: snapshot.data,
      scans,
      submittedAt: current.submittedAt.toISOString(),
      kind: current.kind,
      changes: current.changes,
      decision: current.decision,
    },
    versions: versions.map((v) => ({ ...v, submittedAt: v.submittedAt.toISOString() })),
  };
}

/** The review screen; opening it is a reading of the member's passport data, and is recorded. */
export async function openIdentityReview(db: Db, who: AuditActor, memberId: string, now: Date): Promise<IdentityReview> {
  return db.transaction(async (tx) => {
    const review = await reviewOf(tx, memberId);
    await audit(
      tx,
      who,
      {
        action: 'identity.viewed',
        memberId,
        targetType: 'identity',
        targetId: memberId,
        after: { version: review.document.version },
      },
      now,
    );
    return review;
  });
}

/** Confirms or rejects the version the operator saw; the decision and its audit row go together. */
export async function decideIdentity(
  db: Db,
  who: AuditActor & { operatorId: string },
  memberId: string,
  input: { decision: IdentityDecision; version: number; comment: string },
  now: Date,
): Promise<IdentityReview> {
  return db.transaction(async (tx) => {
    const { previousStatus } = await reviewIdentity(
      tx,
      { memberId, ...input, operatorId: who.operatorId, operator: who.actor },
      { now },
    );
    await audit(
      tx,
      who,
      {
        action: input.decision === 'confirmed' ? 'identity.confirmed' : 'identity.rejected',
        memberId,
        targetType: 'identity',
        targetId: memberId,
        before: { version: input.version, status: previousStatus },
        after: { version: input.version, status: input.decision, comment: input.comment.trim() },
      },
      now,
    );
    return reviewOf(tx, memberId);
  });
}

/**
 * A scan's bytes for the review screen: only a scan of the member the link names — a link with
 * another member's scan is the same 404 as a missing one. Every reading is recorded.
 */
export async function sendScanForReview(
  deps: { db: Db; files: FileStore; log: Pick<FastifyBaseLogger, 'error'> },
  reply: FastifyReply,
  who: AuditActor,
  ref: { memberId: string; fileId: string; method: string },
  now: Date,
): Promise<FastifyReply> {
  const file = await findMemberFile(deps.db, ref.memberId, ref.fileId);
  if (!file || !isScan(file.kind)) throw new AppError('not_found');
  if (ref.method !== 'HEAD') {
    await audit(
      deps.db,
      who,
      {
        action: 'identity.scan_viewed',
        memberId: ref.memberId,
        targetType: 'file',
        targetId: file.id,
        after: { kind: file.kind },
      },
      now,
    );
  }
  return sendStoredFile(deps, reply, file);
}

/** The readings of a member's documents the access list shows: the data, a scan, the card (it shows the INN). */
const ACCESS_ACTIONS: readonly AuditAction[] = ['identity.viewed', 'identity.scan_viewed', 'member.viewed'];

export async function listIdentityAccess(
  db: Queryable,
  memberId: string,
  page: { skip: number; take: number },
): Promise<{ entries: IdentityAccessEntry[]; totalCount: number }> {
  if (!(await findMember(db, memberId))) throw new AppError('not_found');
  const { entries, totalCount } = await listMemberAudit(db, { memberId, actions: ACCESS_ACTIONS }, page);
  return {
    totalCount,
    entries: entries.map((e) => {
      const kind = (e.after as { kind?: unknown } | null)?.kind;
      return {
        id: e.id,
        at: e.at,
        operatorId: e.operatorId,
        actor: e.actor,
        action: e.action,
        actionText: e.actionText,
        scanKind: typeof kind === 'string' && isScan(kind) ? kind : null,
        ip: e.ip,
      };
    }),
  };
}
