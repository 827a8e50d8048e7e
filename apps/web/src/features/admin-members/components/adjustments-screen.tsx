'use client';
// /admin/adjustments (admins): proposals waiting for a second admin, and the decided ones.
import { formatPhone, type AdjustmentStatus, type BalanceAdjustment } from '@cabinet/contracts/client';
import { adminOnly } from '@/components/admin/admin-only';
import { ADJUSTMENT_STATUSES, rejectAdjustmentRoute } from '@cabinet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { TabPanel, Tabs, useTabIds } from '@/components/tabs/tabs';
import { adminAdjustments as t, adminCommon } from '@/lib/admin-messages';
import { formatDateTime, formatSignedPoints } from '@/lib/format';
import { approveAdjustment, memberAdminQueries, rejectAdjustment } from '../queries';
import styles from './members.module.css';
import { ReasonDialog } from '@/components/admin/reason-dialog';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { decisionNotice } from '@/components/admin/decision-notice';

function AdjustmentLists() {
  const client = useQueryClient();
  const ids = useTabIds();
  const [status, setStatus] = useState<AdjustmentStatus>('pending');
  const list = useQuery(memberAdminQueries.adjustments(status));
  const [approving, setApproving] = useState<BalanceAdjustment | null>(null);
  const [rejecting, setRejecting] = useState<BalanceAdjustment | null>(null);
  const [rejected, setRejected] = useState(false);
  const approve = useAdminAction({
    mutationFn: (adj: BalanceAdjustment) => approveAdjustment(adj.id),
    onSuccess: (_, adj) => client.invalidateQueries({ queryKey: memberAdminQueries.card(adj.memberId).queryKey }),
    fallback: t.actionFailed,
    invalidates: [memberAdminQueries.adjustmentLists()],
  });
  const notice = decisionNotice(rejected, approve, t);

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
          cell: (a) => (
            <div className={styles.headActions}>
              <button type="button" className="button button-primary" onClick={() => setApproving(a)}>
                {t.approve}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setRejecting(a)}>
                {t.reject}
              </button>
            </div>
          ),
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
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
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
      <ConfirmDialog
        open={approving !== null}
        title={
          approving
            ? t.approveTitle(formatSignedPoints(approving.amount), approving.memberName || formatPhone(approving.memberPhone))
            : ''
        }
        confirmLabel={t.approve}
        onConfirm={() => {
          setRejected(false);
          if (approving) approve.mutate(approving);
          setApproving(null);
        }}
        onCancel={() => setApproving(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t.rejectTitle}
        label={t.note}
        confirmLabel={t.reject}
        rule={rejectAdjustmentRoute.body.shape.note}
        fallback={t.actionFailed}
        submit={(note) => rejectAdjustment(rejecting!.id, note)}
        onDone={() => {
          setRejecting(null);
          approve.reset();
          setRejected(true);
          void client.invalidateQueries({ queryKey: memberAdminQueries.adjustmentLists() });
        }}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}

/** Admins only: an operator is told so, and nothing is asked of the API. */
export const AdjustmentsScreen = adminOnly(t.heading, AdjustmentLists);
