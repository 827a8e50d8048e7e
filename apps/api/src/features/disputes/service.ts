// The member's side of disputes (docs/product.md «Споры»): a dispute of a history line or a claim of a
// missing contract, its evidence, and the member's reply when the operator asks for more.
import {
  DISPUTE_FILES_MAX,
  DISPUTE_FIRST_ANSWER_WORKING_DAYS,
  DISPUTE_RESOLVE_WORKING_DAYS,
  type CreateDisputeBody,
  type Dispute,
} from '@cabinet/contracts';
import type { Env } from '../../config/env.js';
import type { Db, Queryable } from '../../db/types.js';
import { PG, pgErrorCode } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { contractDateRefusal } from '../../lib/contract-dates.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { UploadBody } from '../../lib/uploads/spooled-file.js';
import { endOfWorkingDaysAfter } from '../../lib/working-days.js';
import { commitUpload, insertFileRow, type UploadDeps } from '../files/service.js';
import { prepareScan } from '../../lib/uploads/scan-file.js';
import { sizeOf } from '../../lib/uploads/spooled-file.js';
import { findContractByNumber } from '../rewards/service.js';
import { memberDisputes } from './queries.js';

export { matchClaimedContracts } from './match-claims.js';
export { disputesOfEntry, openDisputes } from './queries.js';

export interface DisputeDeps {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'PROGRAMME_STARTED_ON'>;
}

/** Disputes a member may open in a day: enough for a bad month, not for a flood of the queue. */
const DISPUTES_PER_DAY = 30;

export async function listMemberDisputes(db: Queryable, memberId: string): Promise<{ items: Dispute[] }> {
  return { items: await memberDisputes(db, memberId) };
}

export async function getMemberDispute(db: Queryable, memberId: string, id: number): Promise<Dispute> {
  const [dispute] = await memberDisputes(db, memberId, id);
  if (!dispute) throw new AppError('not_found');
  return dispute;
}

interface EntryRow {
  created_at: Date;
  amount: number;
  title: string;
  contract: string | null;
}

/** A line of the member's own history; another member's line is answered like a missing one. */
async function ownEntry(tx: Queryable, memberId: string, entryId: number): Promise<EntryRow> {
  const { rows } = await tx.query<EntryRow>(
    `SELECT e.created_at, e.amount::float8 AS amount, t.title, c.number AS contract
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       LEFT JOIN contracts c ON c.id = t.contract_id
      WHERE e.id = $1 AND a.member_id = $2`,
    [entryId, memberId],
  );
  if (!rows[0]) throw new AppError('not_found', { message: 'Строка истории не найдена' });
  return rows[0];
}

export async function createDispute(deps: DisputeDeps, memberId: string, body: CreateDisputeBody): Promise<Dispute> {
  const now = deps.clock.now();
  if (body.kind === 'missing_contract') {
    const refusal = contractDateRefusal(body.contractDate, { today: moscowDate(now), startedOn: deps.env.PROGRAMME_STARTED_ON });
    if (refusal) throw new AppError('validation_error', { details: { fields: { contractDate: refusal } } });
  }
  const { exceeded, retryAfter } = await hitRateLimit(
    deps.db,
    { key: `dispute:member:${memberId}`, windowMs: 86_400_000, limit: DISPUTES_PER_DAY },
    now,
  );
  if (exceeded) throw new AppError('rate_limited', { details: { retryAfter } });
  const due = {
    first: endOfWorkingDaysAfter(now, DISPUTE_FIRST_ANSWER_WORKING_DAYS),
    resolve: endOfWorkingDaysAfter(now, DISPUTE_RESOLVE_WORKING_DAYS),
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (body.kind === 'line') {
        const entry = await ownEntry(tx, memberId, body.entryId);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO disputes (member_id, kind, reason, comment, entry_id, entry_date, entry_title, entry_amount, entry_contract,
                                 created_at, first_answer_due, resolve_due)
           VALUES ($1, 'line', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::int AS id`,
          [
            memberId,
            body.reason,
            body.comment.trim(),
            body.entryId,
            entry.created_at,
            entry.title,
            entry.amount,
            entry.contract,
            now,
            due.first,
            due.resolve,
          ],
        );
        return rows[0]!.id;
      }
      // A contract the member has already is disputed by its history line, not claimed again.
      const known = await findContractByNumber(tx, body.contractNumber.trim());
      if (known?.memberId === memberId) throw new AppError('dispute_contract_known');
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO disputes (member_id, kind, comment, contract_number, contract_date, subscriber, created_at, first_answer_due, resolve_due)
         VALUES ($1, 'missing_contract', $2, $3, $4, $5, $6, $7, $8) RETURNING id::int AS id`,
        [
          memberId,
          (body.comment ?? '').trim(),
          body.contractNumber.trim(),
          body.contractDate,
          body.subscriber.trim(),
          now,
          due.first,
          due.resolve,
        ],
      );
      return rows[0]!.id;
    });
    return await getMemberDispute(deps.db, memberId, id);
  } catch (err) {
    if (pgErrorCode(err) !== PG.uniqueViolation) throw err;
    throw new AppError(
      'dispute_exists',
      body.kind === 'line' ? { cause: err } : { cause: err, message: 'По этому договору уже есть открытая заявка' },
    );
  }
}

/** Locks the member's own dispute; another member's is not found. */
async function lockOwn(tx: Queryable, memberId: string, id: number): Promise<{ status: Dispute['status'] }> {
  const { rows } = await tx.query<{ status: Dispute['status'] }>(
    'SELECT status FROM disputes WHERE id = $1 AND member_id = $2 FOR UPDATE',
    [id, memberId],
  );
  if (!rows[0]) throw new AppError('not_found');
  return rows[0];
}

/** The member answers the operator's question: the dispute is «в работе» again. */
export async function replyDispute(deps: DisputeDeps, memberId: string, id: number, text: string): Promise<Dispute> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { status } = await lockOwn(tx, memberId, id);
    if (status !== 'need_info') throw new AppError('dispute_not_waiting');
    await tx.query(
      `INSERT INTO dispute_answers (dispute_id, author, status, text, created_at) VALUES ($1, 'member', 'in_progress', $2, $3)`,
      [id, text.trim(), now],
    );
    await tx.query(`UPDATE disputes SET status = 'in_progress' WHERE id = $1`, [id]);
  });
  return getMemberDispute(deps.db, memberId, id);
}

/**
 * Evidence for an open dispute: a photo (re-encoded without its EXIF, like a scan) or a PDF. The
 * count is checked under the dispute's lock, so two uploads at once cannot make a sixth file.
 */
export async function addDisputeFile(
  deps: DisputeDeps & UploadDeps,
  memberId: string,
  id: number,
  upload: UploadBody,
): Promise<Dispute> {
  // Refused before the picture is decoded: a closed or foreign dispute takes nothing.
  await assertOpen(deps.db, memberId, id);
  const file = await prepareScan(upload, 'Приложите фото (JPEG, PNG) или PDF');
  try {
    await commitUpload(deps, { body: file.body, extension: file.extension }, async (tx, storageKey) => {
      await assertOpen(tx, memberId, id, 'FOR UPDATE');
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM dispute_files WHERE dispute_id = $1', [id]);
      if (rows[0]!.n >= DISPUTE_FILES_MAX) throw new AppError('dispute_files_full');
      const fileId = await insertFileRow(tx, {
        memberId,
        kind: 'dispute',
        mime: file.mime,
        sizeBytes: sizeOf(file.body),
        storageKey,
        now: deps.clock.now(),
      });
      await tx.query('INSERT INTO dispute_files (dispute_id, file_id) VALUES ($1, $2)', [id, fileId]);
      return { result: undefined, releasedKeys: [] };
    });
  } finally {
    await file.discard();
  }
  return getMemberDispute(deps.db, memberId, id);
}

async function assertOpen(db: Queryable, memberId: string, id: number, lock = ''): Promise<void> {
  const { rows } = await db.query<{ resolved_at: Date | null }>(
    `SELECT resolved_at FROM disputes WHERE id = $1 AND member_id = $2 ${lock}`,
    [id, memberId],
  );
  if (!rows[0]) throw new AppError('not_found');
  if (rows[0].resolved_at !== null) throw new AppError('dispute_closed');
}
