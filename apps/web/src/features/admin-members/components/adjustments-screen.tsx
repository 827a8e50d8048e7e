'use client';
// /admin/adjustments (admins): proposals waiting for a second admin, and the decided ones.
import { formatPhone, type AdjustmentStatus, type BalanceAdjustment } from '@cabinet/contracts/client';
import { ADJUSTMENT_STATUSES } from '@cabinet/contracts';
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
import { ReasonDialog } from './reason-dialog';
import { refusalOf } from './refusal';

export function AdjustmentsScreen() {
  const client = useQueryClient();
  const ids = useTabIds();
  const [status, setStatus] = useState<AdjustmentStatus>('pending');
  const list = useQuery(memberAdminQueries.adjustments(status));
  const [approving, setApproving] = useState<BalanceAdjustment | null>(null);
  const [rejecting, setRejecting] = useState<BalanceAdjustment | null>(null);
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: memberAdminQueries.adjustmentLists() });
  const approve = async () => {
    const adj = approving;
    setApproving(null);
    if (!adj) return;
    try {
      await approveAdjustment(adj.id);
      setNotice({ tone: 'good', text: t.approved });
      void client.invalidateQueries({ queryKey: memberAdminQueries.card(adj.memberId).queryKey });
    } catch (err) {
      setNotice({ tone: 'bad', text: refusalOf(err, t.actionFailed).error });
    }
    void refresh();
  };

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
        onConfirm={() => void approve()}
        onCancel={() => setApproving(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t.rejectTitle}
        label={t.note}
        confirmLabel={t.reject}
        onConfirm={async (note) => {
          try {
            await rejectAdjustment(rejecting!.id, note);
            setRejecting(null);
            setNotice({ tone: 'good', text: t.rejected });
            void refresh();
            return null;
          } catch (err) {
            return refusalOf(err, t.actionFailed);
          }
        }}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
