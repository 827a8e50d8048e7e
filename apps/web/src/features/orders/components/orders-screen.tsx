'use client';
// Мои заявки: the member's withdrawals by status.
import type { OrderCategory } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { TabPanel, Tabs, type TabIds } from '@/components/tabs/tabs';
import { Stack } from '@/components/ui/stack';
import { ButtonLink } from '@/components/ui/button';
import { ordersTexts as t } from '../texts';
import { orderQueries } from '../queries';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

const CATEGORIES = ['all', 'active', 'paid', 'rejected', 'cancelled'] as const;
const TABS = CATEGORIES.map((value) => ({ value, label: t.tabs[value] }));
const TAB_IDS: TabIds = { panelId: 'orders-panel', idPrefix: 'orders-tab' };

export function OrdersScreen() {
  const [category, setCategory] = useState<OrderCategory>('all');
  const query = useQuery(orderQueries.list(category));
  const orders = query.data?.listCardOrder ?? [];

  return (
    <Stack>
      <Tabs<OrderCategory> label={t.tabsLabel} items={TABS} value={category} onChange={setCategory} ids={TAB_IDS} />
      <TabPanel ids={TAB_IDS} value={category} busy={query.isPending}>
        <QueryState
          query={query}
          loadingText={t.loading}
          skeleton={<SkeletonRows count={4} height={92} radius="var(--radius-l)" className={styles.list} />}
          errorText={t.error}
          empty={
            orders.length === 0 && {
              title: category === 'all' ? t.emptyAll : t.empty,
              action:
                category === 'all' ? (
                  <ButtonLink href="/withdraw" variant="primary">
                    {t.newWithdrawal}
                  </ButtonLink>
                ) : undefined,
            }
          }
        >
          <ul className={styles.list}>
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
        </QueryState>
      </TabPanel>
    </Stack>
  );
}
