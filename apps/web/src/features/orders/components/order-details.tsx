'use client';
// One order: amount, status, bank and phone, the status timeline, the rejection's reason labelled by
// whose it is (an operator's comment, or why the payout did not go through), and
// 'Отменить заявку' while it is pending. A cancelled order's points return: the sidebar refreshes.
import { accountDescription, cardDescription, formatPhone, type OrderTax } from '@cabinet/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NpdReceiptLink } from '@/components/npd-receipt/npd-receipt-link';
import { useState } from 'react';
import { recordFrame } from '@/components/query-state/record-frame';
import { Skeleton } from '@/components/skeleton/skeleton';
import { TaxPartRows } from '@/components/tax-parts/tax-part-rows';
import { refusalMessage } from '@/lib/api-client/errors';
import { formatDateTime, formatPoints } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { Button, ButtonLink } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { ordersTexts as t } from '../texts';
import { afterMoneyMoved } from '@/lib/queries/member';
import { cancelOrder, orderQueries } from '../queries';
import { CancelOrderDialog } from './cancel-order-dialog';
import styles from './orders.module.css';
import facts from '@/components/facts/facts.module.css';
import { OrderStatusBadge } from './status-badge';

export function OrderDetails({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(orderQueries.one(id));
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const cancel = useMutation({
    mutationFn: (orderId: number) => cancelOrder(orderId),
    onSuccess: async (answer) => {
      queryClient.setQueryData(orderQueries.one(id).queryKey, answer);
      setConfirming(false);
      setCancelled(true);
      await afterMoneyMoved(queryClient);
    },
  });

  const frame = recordFrame(query, {
    texts: t,
    backHref: '/order',
    skeleton: (
      <Card as="div" className={styles.panel} aria-busy="true">
        <Skeleton height={40} width="40%" />
        <Skeleton height={60} />
        <Skeleton height={120} />
      </Card>
    ),
  });
  if (frame || !query.data) return frame;

  const order = query.data.order;
  const cancelError = cancel.error ? refusalMessage(cancel.error, t.cancelError) : null;
  return (
    <Stack>
      <Card as="div" className={styles.panel}>
        <div className={styles.panelHead}>
          <p className={styles.bigAmount} data-testid="order-amount">
            {formatPoints(order.amount)}
          </p>
          <OrderStatusBadge status={order.status} text={order.statusText} />
        </div>
        <dl className={`${facts.facts} ${facts.columns} ${facts.four}`}>
          {order.card ? (
            <div>
              <dt>{t.cardTitle}</dt>
              <dd>{cardDescription(order.card)}</dd>
            </div>
          ) : order.account ? (
            <div>
              <dt>{t.accountTitle}</dt>
              <dd className="nowrap">{accountDescription(order.account)}</dd>
            </div>
          ) : (
            <>
              <div>
                <dt>{t.bank}</dt>
                <dd>{order.bank?.name}</dd>
              </div>
              <div>
                <dt>{t.phone}</dt>
                <dd className="nowrap">{formatPhone(order.phone ?? '')}</dd>
              </div>
            </>
          )}
          <div>
            <dt>{t.created}</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </div>
          {order.closedAt ? (
            <div>
              <dt>{t.closed}</dt>
              <dd>{formatDateTime(order.closedAt)}</dd>
            </div>
          ) : null}
          {order.tax && (order.status === 'pending' || order.status === 'paid') ? (
            <OrderTaxFacts tax={order.tax} paid={order.status === 'paid'} />
          ) : null}
          {order.receipt ? (
            <div>
              <dt>{t.receipt}</dt>
              <dd>
                <NpdReceiptLink receipt={order.receipt} label={t.receiptLink} pending={t.receiptPending} testId="order-receipt" />
              </dd>
            </div>
          ) : null}
        </dl>
        {order.comment ? (
          <div>
            <h2 className={styles.sectionTitle}>{t.comment[order.commentBy ?? 'operator']}</h2>
            <p className={styles.comment}>{order.comment}</p>
          </div>
        ) : null}
        <p aria-live="polite" className={cancelled ? styles.notice : 'visually-hidden'}>
          {cancelled ? t.cancelled : ''}
        </p>
        <ButtonRow wrap>
          {order.canCancel ? (
            <Button type="button" variant="danger-outline" onClick={() => (cancel.reset(), setConfirming(true))}>
              {t.cancel}
            </Button>
          ) : null}
          <ButtonLink href="/order" variant="secondary">
            {t.back}
          </ButtonLink>
        </ButtonRow>
      </Card>

      <Card className={styles.panel} aria-labelledby="order-timeline">
        <h2 id="order-timeline" className={styles.sectionTitle}>
          {t.timeline}
        </h2>
        <ol className={styles.timeline}>
          {order.events.map((event, i) => (
            <li key={`${event.status}-${event.date}-${i}`} className={styles.event}>
              <span className={styles.eventTitle}>
                {i === 0 && event.status === 'pending' ? t.created_event : event.statusText}
              </span>
              <time className={styles.eventDate} dateTime={event.date}>
                {formatDateTime(event.date)}
              </time>
              {event.comment ? <span>{event.comment}</span> : null}
            </li>
          ))}
        </ol>
      </Card>

      <CancelOrderDialog
        open={confirming}
        amount={order.amount}
        pending={cancel.isPending}
        error={cancelError}
        onConfirm={() => cancel.mutate(order.id)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/**
 * The order's НДФЛ (decision 0033), set at the request: each rate's part withheld and what the bank
 * gets, or the tax the company pays on top. A rejected or cancelled order returns whole: no tax.
 */
function OrderTaxFacts({ tax, paid }: { tax: OrderTax; paid: boolean }) {
  if (tax.payer === 'company') {
    return (
      <div>
        <dt>{t.taxByCompany}</dt>
        <dd className="nowrap">{formatPoints(tax.paidByCompany)}</dd>
      </div>
    );
  }
  return (
    <>
      <TaxPartRows parts={tax.parts} testId="order-tax" />
      <div>
        <dt>{paid ? t.paidToBank : t.toBank}</dt>
        <dd className="nowrap" data-testid="order-to-bank">
          {formatPoints(tax.toBank)}
        </dd>
      </div>
    </>
  );
}
