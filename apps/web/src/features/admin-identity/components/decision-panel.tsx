'use client';
// The decision on the version the operator sees: confirm (after a question), or reject with a
// comment the member reads in /lk. A version replaced meanwhile, or decided by someone else, is
// refused by the API: the screen says so and shows the document as it now stands.
import type { IdentityReview } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Notice } from '@/components/admin/data-table';
import { FormError } from '@/components/form-actions/form-actions';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatDateTime } from '@/lib/format';
import { identityReviewText as t } from '../messages';
import { confirmIdentity, identityQueries, rejectIdentity } from '../queries';
import styles from './identity.module.css';
import { ReasonField } from '@/components/admin/reason-field';
import { refusalText } from '@/components/admin/refusal-text';

export function DecisionPanel({ review }: { review: IdentityReview }) {
  const id = useId();
  const client = useQueryClient();
  const memberId = review.member.id;
  const doc = review.document;
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<IdentityReview>, success: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      client.setQueryData(identityQueries.review(memberId).queryKey, await action());
      setDone(success);
      setComment('');
    } catch (err) {
      setError(refusalText(err));
      if (err instanceof ApiRequestError) setCommentError(err.body?.fields?.comment);
      // The member sent a new version, or another operator decided: show what there is now.
      if (err instanceof ApiRequestError && err.status === 409) {
        await client.refetchQueries({ queryKey: identityQueries.review(memberId).queryKey });
        setDone(t.refreshed);
      }
    } finally {
      setBusy(false);
      await Promise.all([
        client.invalidateQueries({ queryKey: identityQueries.queues() }),
        client.invalidateQueries({ queryKey: identityQueries.accessLog(memberId) }),
      ]);
    }
  };

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim().length < 3) {
      setCommentError(t.commentRequired);
      return;
    }
    setCommentError(undefined);
    void act(() => rejectIdentity(memberId, doc.version, comment.trim()), t.rejected);
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {t.decision}
      </h2>
      <p className={styles.muted}>
        {t.status}: {doc.statusText}
      </p>
      {doc.decision ? (
        <>
          <p className={styles.muted}>
            {t.decided(doc.decision.decision, doc.decision.operator, formatDateTime(doc.decision.decidedAt))}
          </p>
          {doc.decision.comment ? <p className={styles.comment}>{doc.decision.comment}</p> : null}
        </>
      ) : (
        <>
          <p className={styles.muted}>{t.waiting(doc.version)}</p>
          {doc.kind === 'scan_after_confirmation' ? <p>{t.keptConfirmed}</p> : null}
        </>
      )}
      {done ? <Notice tone="good">{done}</Notice> : null}
      <FormError message={error} />
      {doc.decision ? null : (
        <>
          <div className="button-row">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => setAsking(true)}>
              {t.confirm}
            </button>
          </div>
          <form className={styles.decisionForm} onSubmit={submitReject} noValidate>
            <ReasonField
              id={`${id}-comment`}
              label={t.comment}
              hint={t.commentHint}
              error={commentError}
              value={comment}
              onChange={setComment}
            />
            {/* The softer of the two: confirming is the common outcome, rejecting needs the comment above. */}
            <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy || undefined}>
              {t.reject}
            </button>
          </form>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle(doc.version)}
        confirmLabel={t.confirm}
        onConfirm={() => {
          setAsking(false);
          void act(() => confirmIdentity(memberId, doc.version), t.confirmed);
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
