// What a dispute is about, in one line: the history line's title, amount and date, or the contract
// the member says is missing.
import type { Dispute } from '@cabinet/contracts/client';
import { formatDate, formatDateTime, formatSignedPoints } from '@/lib/format';
import { disputesTexts as t } from '../texts';
import styles from './disputes.module.css';

export function DisputeSubject({ dispute }: { dispute: Pick<Dispute, 'entry' | 'contract'> }) {
  if (dispute.entry) {
    return (
      <span className={styles.subject}>
        <span className={styles.subjectTitle}>{dispute.entry.title}</span>
        <span className="nowrap">{formatSignedPoints(dispute.entry.amount)}</span>
        <time dateTime={dispute.entry.date} className="nowrap">
          {formatDateTime(dispute.entry.date)}
        </time>
      </span>
    );
  }
  if (dispute.contract) {
    return (
      <span className={styles.subject}>
        <span className={styles.subjectTitle}>{t.contractMissing(dispute.contract.number)}</span>
        <span className="nowrap">{formatDate(dispute.contract.date)}</span>
      </span>
    );
  }
  return <span className={styles.subjectTitle}>{t.missingContract}</span>;
}
