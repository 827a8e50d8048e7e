import type { OrderStatus } from '@cabinet/contracts/client';
import { StatusBadge, type StatusTone } from '@/components/status-badge/status-badge';

const TONE: Record<OrderStatus, StatusTone> = { pending: 'warn', paid: 'good', rejected: 'bad', cancelled: 'muted' };

/** The order's status as a coloured pill; the text itself carries the meaning (not the colour alone). */
export function OrderStatusBadge({ status, text }: { status: OrderStatus; text: string }) {
  return <StatusBadge tone={TONE[status]}>{text}</StatusBadge>;
}
