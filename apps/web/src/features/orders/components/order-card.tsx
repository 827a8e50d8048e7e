import { formatPhone, type OrderCard as Order } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Card } from '@/components/ui/card';
import { formatDate, formatPoints } from '@/lib/format';
import { payoutDestinationTexts } from '@/lib/texts/payout-destination';
import { ordersTexts as t } from '../texts';
import styles from './orders.module.css';
import { OrderStatusBadge } from './status-badge';

export function OrderCard({ order }: { order: Order }) {
  return (
    <li>
      <Card as={Link} link href={`/order/${order.id}`} className={styles.card} data-testid="order-card">
        <span className={styles.cardTitle}>{t.number(order.id)}</span>
        <span className={styles.cardAmount}>{formatPoints(order.amount)}</span>
        <span className={styles.cardMeta}>
          <OrderStatusBadge status={order.status} text={order.statusText} />
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          {order.card ? (
            <span className="nowrap">{payoutDestinationTexts.card(order.card)}</span>
          ) : order.account ? (
            <span className="nowrap">{payoutDestinationTexts.account(order.account)}</span>
          ) : (
            <>
              <span>{order.bank?.name}</span>
              <span className="nowrap">{formatPhone(order.phone ?? '')}</span>
            </>
          )}
          {order.receipt?.receiptId ? <span className="nowrap">{t.receiptLink(order.receipt.receiptId)}</span> : null}
        </span>
      </Card>
    </li>
  );
}
