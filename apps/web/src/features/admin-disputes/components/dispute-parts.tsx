// The pieces the queue and the dispute show alike: the status chip, what is disputed, and the two
// promised dates with the late ones flagged.
import { DISPUTE_STATUS_TEXT } from '@cabinet/contracts/client';
import type { AdminDispute, DisputeStatus } from '@cabinet/contracts/client';
import { Chip, type ChipTone } from '@/components/admin/data-table';
import { formatDateTime, formatSignedPoints } from '@/lib/format';
import { disputeText as t } from '../texts';
import styles from './disputes.module.css';

const STATUS_TONE: Record<DisputeStatus, ChipTone> = {
  new: 'info',
  in_progress: 'neutral',
  need_info: 'warn',
  credited: 'good',
  refused: 'bad',
};

export function DisputeStatusChip({ status }: { status: DisputeStatus }) {
  return <Chip tone={STATUS_TONE[status]}>{DISPUTE_STATUS_TEXT[status]}</Chip>;
}

/** The line's title and amount, or the claimed contract's number. */
export function DisputedThing({ dispute }: { dispute: AdminDispute }) {
  if (dispute.entry)
    return (
      <span className={styles.stacked}>
        <span>{dispute.entry.title}</span>
        <span className={styles.muted}>{formatSignedPoints(dispute.entry.amount)}</span>
      </span>
    );
  return <span>{dispute.contract ? t.contract(dispute.contract.number) : t.missingContract}</span>;
}

/** A promised date, with «Просрочено» beside it when it was missed. */
export function DueDate({ at, late }: { at: string; late: boolean }) {
  return (
    <span className={styles.due}>
      <span className={styles.nowrap}>{formatDateTime(at)}</span>
      {late ? <Chip tone="bad">{t.late}</Chip> : null}
    </span>
  );
}
