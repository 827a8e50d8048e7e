'use client';
// /admin/adjustments (admins), under the adjustments: money one admin decided that waits for another
// (decision 0041) — what it does, the whole sum at most, who decided it and when.
import type { MoneyDecision } from '@cabinet/contracts/client';
import { MONEY_DECISION_KIND_TEXT, rejectMoneyDecisionBody } from '@cabinet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { ReasonDialog } from '@/components/admin/reason-dialog';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { decisionNotice } from '@/components/admin/decision-notice';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { formatDateTime, formatPoints } from '@/lib/format';
import { useOperator } from '@/lib/queries/operator';
import { approveMoneyDecision, moneyDecisionQueries, rejectMoneyDecision } from '../queries';
import { moneyDecisionTexts as t } from '../texts';

/** Admins only: an operator's page of adjustments says so already, and this asks the API nothing. */
export function MoneyDecisionsSection() {
  return useOperator().data?.operator.role === 'admin' ? <MoneyDecisionsCard /> : null;
}

function MoneyDecisionsCard() {
  const client = useQueryClient();
  const list = useQuery(moneyDecisionQueries.pending());
  const [approving, setApproving] = useState<MoneyDecision | null>(null);
  const [rejecting, setRejecting] = useState<MoneyDecision | null>(null);
  const [rejected, setRejected] = useState(false);
  const approve = useAdminAction({
    mutationFn: (d: MoneyDecision) => approveMoneyDecision(d.id),
    fallback: t.actionFailed,
    invalidates: [moneyDecisionQueries.all()],
  });
  const notice = decisionNotice(rejected, approve, t);

  const columns: Column<MoneyDecision>[] = [
    {
      key: 'what',
      header: t.columns.what,
      cell: (d) => (
        <>
          {MONEY_DECISION_KIND_TEXT[d.kind]}
          <br />
          {d.summary}
        </>
      ),
    },
    { key: 'amount', header: t.columns.amount, align: 'end', cell: (d) => formatPoints(d.amount) },
    { key: 'decided', header: t.columns.decided, cell: (d) => `${d.decidedBy}, ${formatDateTime(d.decidedAt)}` },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (d) => (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setApproving(d)}>
            {t.approve}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setRejecting(d)}>
            {t.reject}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="card" aria-labelledby="money-decisions-heading">
      <h2 id="money-decisions-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <QueryState
        query={list}
        skeleton={<SkeletonRows count={2} height={44} />}
        errorText={t.loadError}
        empty={list.data?.decisions.length === 0 && { title: t.empty }}
      >
        <DataTable caption={t.caption} columns={columns} rows={list.data?.decisions ?? []} rowKey={(d) => d.id} minWidth={760} />
      </QueryState>
      <ConfirmDialog
        open={approving !== null}
        title={approving ? t.approveTitle(approving.summary, formatPoints(approving.amount)) : ''}
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
        text={t.rejectText}
        label={t.reason}
        confirmLabel={t.reject}
        rule={rejectMoneyDecisionBody.shape.reason}
        fallback={t.actionFailed}
        submit={(reason) => rejectMoneyDecision(rejecting!.id, reason)}
        onDone={() => {
          setRejecting(null);
          approve.reset();
          setRejected(true);
          void client.invalidateQueries({ queryKey: moneyDecisionQueries.all() });
        }}
        onCancel={() => setRejecting(null)}
      />
    </section>
  );
}
