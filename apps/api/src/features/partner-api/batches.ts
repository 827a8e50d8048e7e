// A partner's batch by its Idempotency-Key (docs/partner-api.md «Повтор запроса»): the key is taken in
// the batch's own transaction, so a batch is processed once however often it is sent, two sent at once
// wait for each other, and a failure leaves nothing — neither the contracts nor the key. A repeat with
// the same body answers the stored result for a week; with another body it is refused.
import type { AuditAction } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { PartnerAuth } from '../../http/callers.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/keys.js';
import { audit } from '../audit/service.js';

/** A batch's answer is kept this long for its repeats; then only its counts stay. */
export const PARTNER_BATCH_ANSWER_TTL_MS = 7 * 24 * 3_600_000;

export interface BatchOutcome<R> {
  answer: R;
  counts: { rows: number; accepted: number; duplicates: number; refused: number };
}

export async function runPartnerBatch<R>(
  db: Db,
  partner: PartnerAuth,
  batch: { kind: 'contracts' | 'events' | 'structure'; idempotencyKey: string; body: unknown; at: Date; action: AuditAction },
  process: (tx: Queryable, batchId: number) => Promise<BatchOutcome<R>>,
): Promise<R> {
  const hash = sha256Hex(JSON.stringify(batch.body));
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO partner_batches (key_id, kind, idempotency_key, request_hash, received_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key_id, idempotency_key) DO NOTHING RETURNING id::int AS id`,
      [partner.keyId, batch.kind, batch.idempotencyKey, hash, batch.at],
    );
    if (!rows[0]) return storedAnswer<R>(tx, partner.keyId, batch.idempotencyKey, batch.kind, hash);
    const batchId = rows[0].id;
    const { answer, counts } = await process(tx, batchId);
    await tx.query(
      `UPDATE partner_batches SET rows = $2, accepted = $3, duplicates = $4, refused = $5, response = $6::jsonb WHERE id = $1`,
      [batchId, counts.rows, counts.accepted, counts.duplicates, counts.refused, JSON.stringify(answer)],
    );
    await audit(
      tx,
      { operatorId: null, actor: `partner:${partner.keyName}`, ip: partner.ip },
      {
        action: batch.action,
        targetType: 'partner_batch',
        targetId: batchId,
        after: { keyId: partner.keyId, idempotencyKey: batch.idempotencyKey, ...counts },
      },
      batch.at,
    );
    return answer;
  });
}

async function storedAnswer<R>(tx: Queryable, keyId: string, idempotencyKey: string, kind: string, hash: string): Promise<R> {
  const { rows } = await tx.query<{ kind: string; hash: string; response: R | null }>(
    'SELECT kind, request_hash AS hash, response FROM partner_batches WHERE key_id = $1 AND idempotency_key = $2',
    [keyId, idempotencyKey],
  );
  const stored = rows[0]!;
  if (stored.kind !== kind || stored.hash !== hash) throw new AppError('idempotency_mismatch');
  if (stored.response === null) throw new AppError('idempotency_key_expired');
  return stored.response;
}

/**
 * Forgets what the tables of the partner API need only for a while: request ids past twice the
 * signature's tolerance, batches' answers past their week (their counts and contracts stay).
 */
export async function sweepPartnerRequests(db: Queryable, now: Date): Promise<number> {
  const ids = await db.query('DELETE FROM partner_requests WHERE at < $1', [new Date(now.getTime() - 10 * 60_000)]);
  const answers = await db.query('UPDATE partner_batches SET response = NULL WHERE response IS NOT NULL AND received_at < $1', [
    new Date(now.getTime() - PARTNER_BATCH_ANSWER_TTL_MS),
  ]);
  return ids.rowCount + answers.rowCount;
}
