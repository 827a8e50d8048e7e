import type { IdentityDecision, IdentityStatus } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { whenText } from '../../lib/moscow-time.js';
import { notify } from '../notifications/service.js';
import { lockIdentity, setReview } from './queries.js';
import { findDecision, insertDecision } from './versions.js';

export interface ReviewIdentityInput {
  memberId: string;
  decision: IdentityDecision;
  /** Shown to the member; required when rejecting (the member must learn what to fix). */
  comment: string;
  /** The version the operator looked at: a newer one makes the decision stale (409). */
  version: number;
  /** Who decided: the operator's id (null for the demo data) and e-mail, kept with the decision. */
  operatorId: string | null;
  operator: string;
}

const NOTICE = {
  confirmed: { title: 'Паспортные данные подтверждены', body: 'Теперь вам доступен вывод средств.' },
  // A confirmed document whose new scan an operator has looked at: nothing changes for the member.
  reconfirmed: { title: 'Новый скан документа принят', body: 'Паспортные данные по-прежнему подтверждены.' },
  rejected: { title: 'Паспортные данные отклонены', body: 'Исправьте данные в профиле и отправьте их снова.' },
} as const;

const VERB: Record<IdentityDecision, string> = { confirmed: 'подтвердил(а)', rejected: 'отклонил(а)' };
/**
 * The back office's decision on the version of a member's identity document that the operator saw.
 * Runs in the caller's transaction, under the document's lock: a version the member has replaced
 * meanwhile is `identity_version_stale`, a version already decided `identity_already_reviewed` (who
 * and when in the message), so each version is decided once. Writes the decision, the status and
 * comment the member sees, and tells the member (category 'identity', leading to '/lk'). Withdrawals
 * read the status. Answers the status before the decision.
 */
export async function reviewIdentity(
  tx: Queryable,
  input: ReviewIdentityInput,
  deps: { now: Date },
): Promise<{ previousStatus: IdentityStatus }> {
  const comment = input.comment.trim();
  if (input.decision === 'rejected' && comment === '') {
    throw new AppError('validation_error', { details: { fields: { comment: 'Напишите участнику, что исправить' } } });
  }
  const current = await lockIdentity(tx, input.memberId);
  // Version 0 holds scans only: there is no data to decide on yet.
  if (!current || current.version === 0) throw new AppError('not_found');
  if (input.version !== current.version) throw new AppError('identity_version_stale');
  const earlier = await findDecision(tx, input.memberId, input.version);
  if (earlier) {
    throw new AppError('identity_already_reviewed', {
      message: `Эту версию документа уже ${VERB[earlier.decision]} ${earlier.operator} ${whenText(earlier.decidedAt, deps.now)}`,
    });
  }
  await insertDecision(tx, {
    memberId: input.memberId,
    version: input.version,
    decision: input.decision,
    comment,
    operatorId: input.operatorId,
    operator: input.operator,
    now: deps.now,
  });
  await setReview(tx, { memberId: input.memberId, status: input.decision, comment, operator: input.operator, now: deps.now });
  const notice = input.decision === 'confirmed' && current.status === 'confirmed' ? NOTICE.reconfirmed : NOTICE[input.decision];
  await notify(tx, {
    memberId: input.memberId,
    category: 'identity',
    title: notice.title,
    body: comment ? `${notice.body} Комментарий: ${comment}` : notice.body,
    link: '/lk',
    createdAt: deps.now,
    message: { kind: 'document', sms: input.decision === 'rejected' },
  });
  return { previousStatus: current.status };
}
