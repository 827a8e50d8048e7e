'use client';
// What can be done with the dispute: while it is open, an answer (every operator) and a credit
// (admins); while a credit waits for a second admin, nothing but to say so — the API refuses an answer
// then (`dispute_credit_pending`); once decided, nothing.
import { DISPUTE_OPEN_STATUSES } from '@cabinet/contracts/client';
import type { AdminDispute } from '@cabinet/contracts/client';
import { useState } from 'react';
import { CardSection } from '@/components/admin/card-section';
import { Notice } from '@/components/admin/data-table';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { formatPoints } from '@/lib/format';
import { useOperator } from '@/lib/queries/operator';
import { disputeText as t } from '../messages';
import { AnswerForm } from './answer-form';
import { CreditForm } from './credit-form';
import type { DisputeNotice } from './use-dispute-action';
import styles from './disputes.module.css';

export function DecisionPanel({ dispute }: { dispute: AdminDispute }) {
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const [notice, setNotice] = useState<DisputeNotice | null>(null);
  const open = DISPUTE_OPEN_STATUSES.includes(dispute.status);
  const pending = dispute.pendingCredit;
  return (
    <CardSection title={t.decision}>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {pending ? (
        <div className={styles.pending}>
          <p className={styles.text}>{t.pendingCredit(formatPoints(pending.amount), pending.decidedBy)}</p>
          {/* Where a second admin approves it; an operator cannot, and the section is not theirs. */}
          {isAdmin ? (
            <p className={styles.text}>
              <Link href="/admin/adjustments">{t.pendingLink}</Link>
            </p>
          ) : null}
        </div>
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
