import type { DeskStatus } from '@cabinet/contracts/client';
import { Chip, type ChipTone } from '@/components/admin/data-table';

const TONE: Record<DeskStatus, ChipTone> = {
  pending: 'info',
  awaiting_approval: 'warn',
  paid: 'good',
  rejected: 'bad',
  cancelled: 'neutral',
};

export function StatusChip({ status, text }: { status: DeskStatus; text: string }) {
  return <Chip tone={TONE[status]}>{text}</Chip>;
}
