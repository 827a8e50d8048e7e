'use client';
// What can be done with the dispute: while it is open, an answer (every operator) and a credit
// (admins); while a credit waits for a second admin, its request at the approvals door with the
// decisions the signed-in operator may take, and no answer — the API refuses one then
// (`dispute_credit_pending`); once decided, nothing.
import { DISPUTE_OPEN_STATUSES } from '@cabinet/contracts/client';
import type { AdminDispute } from '@cabinet/contracts/client';
import { useState } from 'react';
import { PendingApproval } from '@/components/admin/approval-decisions';
import { CardSection } from '@/components/admin/card-section';
import { Notice } from '@/components/admin/data-table';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useOperator } from '@/lib/queries/operator';
import { disputeText as t } from '../texts';
import { AnswerForm } from './answer-form';
import { CreditForm } from './credit-form';
import type { DisputeNotice } from './use-dispute-action';
import styles from './disputes.module.css';

/** The door's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

export function DecisionPanel({ dispute }: { dispute: AdminDispute }) {
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const [notice, setNotice] = useState<DisputeNotice | null>(null);
  const open = DISPUTE_OPEN_STATUSES.includes(dispute.status);
  const pending = dispute.pendingCredit;
  return (
    <CardSection title={t.decision}>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {/* Kept mounted when the credit is decided: how it went stays above what the dispute offers now. */}
      <PendingApproval approval={pending} reasonRules={reasonRules} />
      {pending ? (
        <p className={styles.text}>{t.pendingCredit}</p>
      ) : open ? (
        <div className={styles.actions}>
          <AnswerForm dispute={dispute} onNotice={setNotice} />
          {isAdmin ? <CreditForm dispute={dispute} onNotice={setNotice} /> : null}
        </div>
      ) : (
        <p className={styles.muted}>{t.closed}</p>
      )}
    </CardSection>
  );
}
