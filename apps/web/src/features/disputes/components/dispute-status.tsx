import { DISPUTE_STATUS_TEXT, type DisputeStatus } from '@cabinet/contracts/client';
import { StatusBadge, type StatusTone } from '@/components/status-badge/status-badge';

const TONE: Record<DisputeStatus, StatusTone> = {
  new: 'info',
  in_progress: 'neutral',
  need_info: 'warn',
  credited: 'good',
  refused: 'bad',
};

/** The dispute's status as a coloured pill; the text itself carries the meaning (not the colour alone). */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return (
    <StatusBadge tone={TONE[status]} testId="dispute-status">
      {DISPUTE_STATUS_TEXT[status]}
    </StatusBadge>
  );
}
