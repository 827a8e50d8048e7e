// The agent signs a closed month's document with a one-time code (decision 0048): a simple
// electronic signature under 63-ФЗ, by the agreement in the programme's rules. Kept with the
// document: who (the phone the code went to), which document (its SHA-256), when, from where (the
// address and the browser) and by which code and channel.
import type { PeriodDocument } from '@cabinet/contracts';
import type { Db } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import { confirmByCode, sendConfirmationCode, type ConfirmationDeps } from '../auth/service.js';
import { audit, memberActor } from '../audit/service.js';
import { emitWebhookEvent, webhookMember } from '../webhooks/service.js';
import { readDocument, type Signature } from './documents.js';

async function unsigned(db: Db, memberId: string, id: number, now: Date): Promise<PeriodDocument> {
  const { document } = await readDocument(db, memberId, id, now);
  if (document.signedAt !== null) throw new AppError('document_signed');
  return document;
}

export async function requestSignCode(deps: ConfirmationDeps, memberId: string, id: number) {
  await unsigned(deps.db, memberId, id, deps.clock.now());
  return sendConfirmationCode(deps, { memberId, purpose: 'document', targetId: id });
}

export async function signDocument(
  deps: { db: Db; otpKey: Buffer; clock: { now(): Date }; jobs: JobSender },
  who: { memberId: string; ip: string; userAgent: string | null },
  id: number,
  code: string,
): Promise<PeriodDocument> {
  const now = deps.clock.now();
  await confirmByCode(deps, { memberId: who.memberId, purpose: 'document', targetId: id }, code, now, {
    lock: async (tx) => {
      const { rows } = await tx.query<{ signed_at: Date | null; hash: string; month: string; kind: 'agent_report' | 'npd_act' }>(
        `SELECT signed_at, hash, to_char(month, 'YYYY-MM') AS month, kind
           FROM period_documents WHERE id = $1 AND member_id = $2 FOR UPDATE`,
        [id, who.memberId],
      );
      if (!rows[0]) throw new AppError('not_found');
      if (rows[0].signed_at) throw new AppError('document_signed');
      return rows[0];
    },
    act: async (tx, checked, { hash, month, kind }) => {
      const signature: Signature = { ...checked, hash, ip: who.ip, userAgent: who.userAgent, at: now.toISOString() };
      await tx.query('UPDATE period_documents SET signed_at = $2, signature = $3 WHERE id = $1', [
        id,
        now,
        JSON.stringify(signature),
      ]);
      await audit(
        tx,
        memberActor(who.ip),
        {
          action: 'document.signed',
          memberId: who.memberId,
          targetType: 'period_document',
          targetId: id,
          after: { hash: signature.hash },
        },
        now,
      );
      await emitWebhookEvent(
        tx,
        'document.signed',
        { documentId: id, month, kind, member: await webhookMember(tx, who.memberId), hash, signedAt: now.toISOString() },
        now,
        deps.jobs,
      );
    },
  });
  return (await readDocument(deps.db, who.memberId, id, now)).document;
}
