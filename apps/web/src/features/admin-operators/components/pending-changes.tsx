'use client';
// «Ждут второго администратора»: the changes of accounts one admin asked for, waiting at the approvals
// door (decision 0060). Another admin approves or rejects; the maker may only withdraw their own
// (decision 0029) — the door's decisions, as on «На подтверждении».
import type { Approval } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useApprovalDecisions } from '@/components/admin/approval-decisions';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Card, CardTitle } from '@/components/ui/card';
import { adminOperators as t } from '../texts';
import { formatDateTime } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { dutiesTexts as d } from '../texts';

/** The contract's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

export function PendingChanges() {
  const pending = useQuery(approvalQueries.of('operator_change'));
  const decisions = useApprovalDecisions(reasonRules);

  const columns: Column<Approval>[] = [
    {
      key: 'what',
      header: d.columns.what,
      cell: (a) => (
        <>
          {a.summary}
          <br />
          <small>{a.effect}</small>
        </>
      ),
    },
    { key: 'who', header: d.columns.who, cell: (a) => (decisions.mine(a) ? `${a.madeBy} (${d.yours})` : a.madeBy) },
    { key: 'when', header: d.columns.when, cell: (a) => formatDateTime(a.madeAt) },
    { key: 'actions', header: d.columns.actions, cell: (a) => decisions.buttons(a, 'link') },
  ];

  return (
    <Card aria-label={d.pendingHeading}>
      <CardTitle as="h2">{d.pendingHeading}</CardTitle>
      {decisions.notice ? <Notice tone={decisions.notice.tone}>{decisions.notice.text}</Notice> : null}
      <QueryState query={pending} skeleton={<SkeletonRows count={2} height={44} />} errorText={t.loadError}>
        {pending.data?.approvals.length ? (
          <DataTable
            caption={d.pendingCaption}
            columns={columns}
            rows={pending.data.approvals}
            rowKey={(a) => String(a.id)}
            minWidth={720}
          />
        ) : (
          <p>{d.pendingEmpty}</p>
        )}
      </QueryState>
      {decisions.dialogs}
    </Card>
  );
}
