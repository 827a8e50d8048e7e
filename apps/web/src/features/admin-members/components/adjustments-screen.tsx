'use client';
// /admin/adjustments (admins): the proposals waiting for a second admin, and the decided ones. A
// proposal is a request at the approvals door (decision 0060): another admin approves it after a
// confirmation naming it, or rejects it with a reason; its maker may only withdraw it — the same
// buttons as every waiting request.
import { formatPhone, type AdjustmentStatus, type BalanceAdjustment } from '@cabinet/contracts/client';
import { adminOnly } from '@/components/admin/admin-only';
import { ADJUSTMENT_STATUSES } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useState } from 'react';
import { useApprovalDecisions } from '@/components/admin/approval-decisions';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { TabPanel, Tabs, useTabIds } from '@/components/tabs/tabs';
import { Card } from '@/components/ui/card';
import { adminAdjustments as t } from '../texts';
import { adminApprovals, adminCommon } from '@/components/admin/texts';
import { formatDateTime, formatSignedPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { memberAdminQueries } from '../queries';
import styles from './members.module.css';

/** The contract's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

/** Who decided and when; a refusal with its reason. */
function decidedText(a: BalanceAdjustment): string {
  const { checkedBy, checkedAt, reason } = a.approval;
  if (!checkedBy || !checkedAt) return adminCommon.dash;
  return `${checkedBy}, ${formatDateTime(checkedAt)}${reason ? `: ${reason}` : ''}`;
}

function AdjustmentLists() {
  const ids = useTabIds();
  const [status, setStatus] = useState<AdjustmentStatus>('pending');
  const list = useQuery(memberAdminQueries.adjustments(status));
  const decisions = useApprovalDecisions(reasonRules);

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
    {
      key: 'requested',
      header: t.columns.requested,
      cell: (a) => {
        const who = decisions.mine(a.approval) ? `${a.approval.madeBy} (${adminApprovals.yours})` : a.approval.madeBy;
        return `${who}, ${formatDateTime(a.approval.madeAt)}`;
      },
    },
    status === 'pending'
      ? {
          key: 'actions',
          header: t.columns.actions,
          cell: (a) => <div className={styles.headActions}>{decisions.buttons(a.approval, 'button')}</div>,
        }
      : { key: 'decided', header: t.columns.decided, cell: decidedText },
  ];

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      {decisions.notice ? <Notice tone={decisions.notice.tone}>{decisions.notice.text}</Notice> : null}
      <Card aria-label={t.heading}>
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
              rowKey={(a) => a.approval.id}
              minWidth={860}
            />
          </QueryState>
        </TabPanel>
      </Card>
      {decisions.dialogs}
    </>
  );
}

/** Admins only: an operator is told so, and nothing is asked of the API. */
export const AdjustmentsScreen = adminOnly(t.heading, AdjustmentLists);
