import { DISPUTE_OPEN_STATUSES, type Dispute } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Card } from '@/components/ui/card';
import { formatDateTime, formatPoints } from '@/lib/format';
import { disputesTexts as t } from '../texts';
import { DisputeStatusBadge } from './dispute-status';
import { DisputeSubject } from './dispute-subject';
import styles from './disputes.module.css';

/** One dispute of the list: its number, status, subject and the dates promised while it is open. */
export function DisputeCard({ dispute }: { dispute: Dispute }) {
  const open = DISPUTE_OPEN_STATUSES.includes(dispute.status);
  return (
    <li>
      <Card as={Link} link href={`/disputes/${dispute.id}`} className={styles.card} data-testid="dispute-card">
        <span className={styles.cardHead}>
          <span className={styles.cardTitle}>{t.number(dispute.id)}</span>
          <DisputeStatusBadge status={dispute.status} />
        </span>
        <DisputeSubject dispute={dispute} />
        <span className={styles.cardMeta}>
          <span>{t.created(formatDateTime(dispute.createdAt))}</span>
          {open && !dispute.firstAnsweredAt ? <span>{t.firstAnswerDue(formatDateTime(dispute.firstAnswerDue))}</span> : null}
          {open ? <span>{t.resolveDue(formatDateTime(dispute.resolveDue))}</span> : null}
          {dispute.status === 'credited' && dispute.creditedAmount !== null ? (
            <span className="nowrap">{t.credited(formatPoints(dispute.creditedAmount))}</span>
          ) : null}
        </span>
      </Card>
    </li>
  );
}
