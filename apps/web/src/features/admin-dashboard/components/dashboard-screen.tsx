'use client';
// /admin: this month's money and activity, the withdrawal queue, what waits for a second admin, the last twelve months.
import type { DashboardResponse } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { StatCard, StatGrid } from '@/components/admin/stat-card';
import { QueryState } from '@/components/query-state/query-state';

import { Skeleton } from '@/components/skeleton/skeleton';
import { Card, CardTitle } from '@/components/ui/card';
import { adminDashboard as t } from '../texts';
import { formatMonth, formatPoints } from '@/lib/format';
import { dashboardQueries } from '../queries';
import { DashboardApprovals } from './approvals-count';
import { DashboardPayoutBalance } from './payout-balance';
import styles from './dashboard.module.css';
import { SmsBalances } from './sms-balances';

type Month = DashboardResponse['months'][number];

/**
 * How long ago, in the unit an operator thinks in, counted to `now`: when the board was read, the
 * same moment on the server and in the browser, so that the page hydrates with the text it was
 * written with even when an hour turns in between.
 */
function age(iso: string, now: number): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 60) return t.ageMinutes;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? t.ageHours(hours) : t.ageDays(Math.floor(hours / 24));
}

function Bar({ value, max, kind }: { value: number; max: number; kind: 'accrued' | 'paid' }) {
  return (
    <span className={styles.barCell}>
      <span className={styles.barTrack} aria-hidden="true">
        <span className={styles.bar} data-kind={kind} style={{ width: `${max > 0 ? (value / max) * 100 : 0}%` }} />
      </span>
      {formatPoints(value)}
    </span>
  );
}

export function DashboardScreen() {
  const board = useQuery(dashboardQueries.board());
  const data = board.data;
  const max = Math.max(0, ...(data?.months ?? []).flatMap((m) => [m.accrued, m.paid]));
  const columns: Column<Month>[] = [
    { key: 'month', header: t.month, cell: (m) => formatMonth(m.month) },
    { key: 'accrued', header: t.accruedColumn, cell: (m) => <Bar value={m.accrued} max={max} kind="accrued" /> },
    { key: 'paid', header: t.paidColumn, cell: (m) => <Bar value={m.paid} max={max} kind="paid" /> },
  ];
  return (
    <>
      <AdminPageHeader title={t.heading} intro={data ? t.intro(formatMonth(data.month)) : undefined} />
      <QueryState
        query={board}
        skeleton={<Skeleton height={360} radius="var(--radius-l)" />}
        errorText={t.loadError}
        surface="card"
      >
        {data ? (
          <>
            <StatGrid label={t.heading}>
              <StatCard label={t.accrued} value={formatPoints(data.thisMonth.accrued)} />
              <StatCard label={t.paid} value={formatPoints(data.thisMonth.paid)} />
              <StatCard
                label={t.queue}
                value={data.queue.orders}
                tone={data.queue.orders > 0 ? 'warn' : undefined}
                detail={
                  data.queue.orders > 0
                    ? t.queueDetail(
                        formatPoints(data.queue.amount),
                        data.queue.oldestCreatedAt ? age(data.queue.oldestCreatedAt, board.dataUpdatedAt) : null,
                      )
                    : t.noQueue
                }
              />
              <StatCard
                label={t.disputes}
                value={data.disputes.open}
                tone={data.disputes.late > 0 ? 'warn' : undefined}
                detail={data.disputes.late > 0 ? t.disputesLate(data.disputes.late) : t.disputesOnTime}
              />
              <DashboardApprovals />
              <StatCard label={t.contracts} value={data.thisMonth.contracts} />
              <StatCard label={t.activeMembers} value={data.thisMonth.activeMembers} />
              <DashboardPayoutBalance />
            </StatGrid>
            <SmsBalances />
            <Card aria-labelledby="dashboard-months">
              <CardTitle as="h2" id="dashboard-months">
                {t.monthsHeading}
              </CardTitle>
              <DataTable caption={t.monthsCaption} columns={columns} rows={[...data.months].reverse()} rowKey={(m) => m.month} />
            </Card>
          </>
        ) : null}
      </QueryState>
    </>
  );
}
