'use client';
// Мои заявки: the member's withdrawals by status.
import type { OrderCategory } from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Skeleton } from '@/components/skeleton/skeleton';
import { StatusMessage } from '@/components/status-message/status-message';
import { Tabs, tabId } from '@/components/tabs/tabs';
import { ordersTexts as t } from '@/lib/messages';
import { isShownError } from '@/lib/member-queries';
import { listOrders, orderKeys } from '../data';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

const CATEGORIES = ['all', 'active', 'paid', 'rejected', 'cancelled'] as const;
const TABS = CATEGORIES.map((value) => ({ value, label: t.tabs[value] }));
const PANEL_ID = 'orders-panel';

export function OrdersScreen() {
  const [category, setCategory] = useState<OrderCategory>('all');
  const query = useQuery({ queryKey: orderKeys.list(category), queryFn: ({ signal }) => listOrders(category, signal) });
  const orders = query.data?.listCardOrder ?? [];

  return (
    <div className={styles.stack}>
      <Tabs<OrderCategory>
        label={t.tabsLabel}
        items={TABS}
        value={category}
        onChange={setCategory}
        panelId={PANEL_ID}
        idPrefix="orders-tab"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId('orders-tab', category)} aria-busy={query.isPending}>
        {query.isPending ? (
          <>
            <span className="visually-hidden" role="status">
              {t.loading}
            </span>
            <div className={styles.list}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={92} radius="var(--radius-l)" />
              ))}
            </div>
          </>
        ) : isShownError(query.error) ? (
          <StatusMessage
            kind="error"
            title={t.error}
            action={
              <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
                {t.retry}
              </button>
            }
          />
        ) : orders.length === 0 ? (
          <StatusMessage
            kind="empty"
            title={category === 'all' ? t.emptyAll : t.empty}
            action={
              category === 'all' ? (
                <Link href="/withdraw" className="button button-primary">
                  {t.newWithdrawal}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ul className={styles.list}>
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
