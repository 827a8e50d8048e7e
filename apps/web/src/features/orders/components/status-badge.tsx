import type { OrderStatus } from '@cabinet/contracts/client';
import styles from './orders.module.css';

/** The order's status as a coloured pill; the text itself carries the meaning (not the colour alone). */
export function StatusBadge({ status, text }: { status: OrderStatus; text: string }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{text}</span>;
}
