'use client';
// /admin/adjustments (admins): proposals waiting for a second admin, and the decided ones.
import { formatPhone, type AdjustmentStatus, type BalanceAdjustment } from '@cabinet/contracts/client';
import { adminOnly } from '@/components/admin/admin-only';
import { ADJUSTMENT_STATUSES } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useState } from 'react';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { TabPanel, Tabs, useTabIds } from '@/components/tabs/tabs';
import { adminAdjustments as t, adminCommon } from '@/lib/admin-messages';
import { formatDateTime, formatSignedPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approveAdjustment, memberAdminQueries, rejectAdjustment } from '../queries';
import styles from './members.module.css';
import { useMakerChecker } from '@/components/admin/maker-checker';

/** The contract's rule for a refusal's note, loaded when the refusal is first written (decision 0022). */
const rejectRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectAdjustmentResolver));

function AdjustmentLists() {
  const client = useQueryClient();
  const ids = useTabIds();
  const [status, setStatus] = useState<AdjustmentStatus>('pending');
  const list = useQuery(memberAdminQueries.adjustments(status));
  const decisions = useMakerChecker<BalanceAdjustment>({
    approve: (adj) => approveAdjustment(adj.id),
    reject: (adj, note) => rejectAdjustment(adj.id, note),
    invalidates: [memberAdminQueries.adjustmentLists()],
    onApproved: (adj) => client.invalidateQueries({ queryKey: memberAdminQueries.card(adj.memberId).queryKey }),
    approveTitle: (a) => t.approveTitle(formatSignedPoints(a.amount), a.memberName || formatPhone(a.memberPhone)),
    reasonRules: rejectRules,
    texts: { ...t, reason: t.note },
  });

  const columns: Column<BalanceAdjustment>[] = [
    {
      key: 'member',
      header: t.columns.member,
      cell: (a) => (
        <Link href={`/admin/members/${a.memberId}`}>
          {a.memberName || formatPhone(a.memberPhone)}
          <br />
          <span className={styles.nowrap}>{formatPhone(a.memberPhone)}</span>
        </Link>
      ),
    },
    { key: 'amount', header: t.columns.amount, align: 'end', cell: (a) => formatSignedPoints(a.amount) },
    { key: 'reason', header: t.columns.reason, cell: (a) => a.reason },
    { key: 'requested', header: t.columns.requested, cell: (a) => `${a.requestedBy}, ${formatDateTime(a.requestedAt)}` },
    status === 'pending'
      ? {
          key: 'actions',
          header: t.columns.actions,
          cell: (a) => <div className={styles.headActions}>{decisions.buttons(a)}</div>,
        }
      : {
          key: 'decided',
          header: t.columns.decided,
          cell: (a) =>
            a.decidedBy && a.decidedAt
              ? `${a.decidedBy}, ${formatDateTime(a.decidedAt)}${a.decisionNote ? `: ${a.decisionNote}` : ''}`
              : adminCommon.dash,
        },
  ];

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      {decisions.notice ? <Notice tone={decisions.notice.tone}>{decisions.notice.text}</Notice> : null}
      <section className="card" aria-label={t.heading}>
        <Tabs
          ids={ids}
          label={t.heading}
          items={ADJUSTMENT_STATUSES.map((value) => ({ value, label: t.tabs[value] }))}
          value={status}
          onChange={setStatus}
        />
        <TabPanel ids={ids} value={status} busy={list.isFetching}>
          <QueryState
            query={list}
            skeleton={<SkeletonRows count={4} height={44} />}
            errorText={t.loadError}
            empty={list.data?.adjustments.length === 0 && { title: t.empty }}
          >
            <DataTable
              caption={t.tabs[status]}
              columns={columns}
              rows={list.data?.adjustments ?? []}
              rowKey={(a) => a.id}
              minWidth={860}
            />
          </QueryState>
        </TabPanel>
      </section>
      {decisions.dialogs}
    </>
  );
}

/** Admins only: an operator is told so, and nothing is asked of the API. */
export const AdjustmentsScreen = adminOnly(t.heading, AdjustmentLists);
