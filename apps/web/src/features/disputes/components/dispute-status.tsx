import { DISPUTE_STATUS_TEXT, type DisputeStatus } from '@cabinet/contracts/client';
import styles from './disputes.module.css';

/** The dispute's status as a coloured pill; the text itself carries the meaning (not the colour alone). */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid="dispute-status">
      {DISPUTE_STATUS_TEXT[status]}
    </span>
  );
}
