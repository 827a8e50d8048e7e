import { PD_CONSENT_VERSION, type PassportData } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toPassportData } from './passport-view.js';
import { notify } from '../notifications/service.js';
import { findConsent, lockIdentity, setReview } from './queries.js';

export interface ReviewIdentityInput {
  memberId: string;
  decision: 'confirmed' | 'rejected';
  /** Shown to the member; required when rejecting (the member must learn what to fix). */
  comment: string;
  /** Who decided: the operator's e-mail or id, kept on the document. */
  operator: string;
  /** The version the operator looked at; a document saved again since is refused with 409. */
  version?: number;
}

const NOTICE = {
  confirmed: { title: 'Паспортные данные подтверждены', body: 'Теперь вам доступен вывод средств.' },
  rejected: { title: 'Паспортные данные отклонены', body: 'Исправьте данные в профиле и отправьте их снова.' },
} as const;

/**
 * The back office's decision on a member's identity document (operator side; no member route
 * calls it). Runs in the caller's transaction: the status, the comment, who and when, and a
 * notification to the member (category 'identity', leading to '/lk') are written together.
 * The money feature lets withdrawals through once the status is 'confirmed'.
 */
export async function reviewIdentity(tx: Queryable, input: ReviewIdentityInput, deps: { now: Date }): Promise<PassportData> {
  const comment = input.comment.trim();
  if (input.decision === 'rejected' && comment === '') {
    throw new AppError('validation_error', { details: { fields: { comment: 'Укажите причину отклонения' } } });
  }
  const current = await lockIdentity(tx, input.memberId);
  // Version 0 holds scans only: there is no data to confirm yet.
  if (!current || current.version === 0) throw new AppError('not_found');
  if (input.version !== undefined && input.version !== current.version) throw new AppError('conflict');
  const row = await setReview(tx, {
    memberId: input.memberId,
    status: input.decision,
    comment,
    operator: input.operator,
    now: deps.now,
  });
  const notice = NOTICE[input.decision];
  await notify(tx, {
    memberId: input.memberId,
    category: 'identity',
    title: notice.title,
    body: comment ? `${notice.body} Комментарий: ${comment}` : notice.body,
    link: '/lk',
    createdAt: deps.now,
  });
  const consent = await findConsent(tx, input.memberId, PD_CONSENT_VERSION);
  return toPassportData(row, !!consent);
}
