'use client';
// The decision on the version the operator sees: confirm (after a question), or reject with a
// comment the member reads in /lk. A version replaced meanwhile, or decided by someone else, is
// refused by the API: the screen says so and shows the document as it now stands.
import type { IdentityReview } from '@cabinet/contracts/client';
import { CardSection } from '@/components/admin/card-section';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Notice } from '@/components/admin/data-table';
import { RejectForm } from '@/components/admin/reject-form';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError } from '@/components/form-actions/form-actions';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatDateTime } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { identityReviewText as t } from '../texts';
import { confirmIdentity, identityQueries, rejectIdentity } from '../queries';
import styles from './identity.module.css';

const rejectRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectCommentResolver));

export function DecisionPanel({ review }: { review: IdentityReview }) {
  const client = useQueryClient();
  const memberId = review.member.id;
  const doc = review.document;
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const act = useAdminAction({
    mutationFn: ({ action }: { action: () => Promise<IdentityReview>; success: string }) => action(),
    onSuccess: (answer, { success }) => {
      client.setQueryData(identityQueries.review(memberId).queryKey, answer);
      setDone(success);
    },
    onError: async (err) => {
      setDone(null);
      // The member sent a new version, or another operator decided: show what there is now.
      if (err instanceof ApiRequestError && err.status === 409) {
        await client.refetchQueries({ queryKey: identityQueries.review(memberId).queryKey });
        setDone(t.refreshed);
      }
    },
    invalidates: [identityQueries.queues(), identityQueries.accessLog(memberId)],
  });

  return (
    <CardSection title={t.decision}>
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
      <FormError message={act.refusal} />
      {doc.decision ? null : (
        <>
          <ButtonRow>
            <Button type="button" variant="primary" disabled={act.isPending} onClick={() => setAsking(true)}>
              {t.confirm}
            </Button>
          </ButtonRow>
          <RejectForm
            reason={{
              label: t.comment,
              hint: t.commentHint,
              submit: t.reject,
              question: t.rejectTitle(doc.version),
              rules: rejectRules,
            }}
            busy={act.isPending}
            reject={(comment) =>
              act.mutateAsync({ action: () => rejectIdentity(memberId, doc.version, comment), success: t.rejected })
            }
          />
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle(doc.version)}
        confirmLabel={t.confirm}
        onConfirm={() => {
          setAsking(false);
          act.mutate({ action: () => confirmIdentity(memberId, doc.version), success: t.confirmed });
        }}
        onCancel={() => setAsking(false)}
      />
    </CardSection>
  );
}
