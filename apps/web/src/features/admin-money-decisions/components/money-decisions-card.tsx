'use client';
// /admin/adjustments (admins), under the adjustments: money one admin decided that waits for another
// (decision 0041) — what it does, the whole sum at most, who decided it and when.
import type { MoneyDecision } from '@cabinet/contracts/client';
import { MONEY_DECISION_KIND_TEXT } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { CardSection } from '@/components/admin/card-section';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { useMakerChecker } from '@/components/admin/maker-checker';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { formatDateTime, formatPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useOperator } from '@/lib/queries/operator';
import { approveMoneyDecision, moneyDecisionQueries, rejectMoneyDecision } from '../queries';
import { moneyDecisionTexts as t } from '../texts';

/** The contract's rule for a refusal's reason, loaded when the refusal is first written (decision 0022). */
const rejectRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectReasonResolver));

/** Admins only: an operator's page of adjustments says so already, and this asks the API nothing. */
export function MoneyDecisionsSection() {
  return useOperator().data?.operator.role === 'admin' ? <MoneyDecisionsCard /> : null;
}

function MoneyDecisionsCard() {
  const list = useQuery(moneyDecisionQueries.pending());
  const decisions = useMakerChecker<MoneyDecision>({
    approve: (d) => approveMoneyDecision(d.id),
    reject: (d, reason) => rejectMoneyDecision(d.id, reason),
    invalidates: [moneyDecisionQueries.all()],
    approveTitle: (d) => t.approveTitle(d.summary, formatPoints(d.amount)),
    reasonRules: rejectRules,
    texts: t,
  });

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
    { key: 'actions', header: t.columns.actions, cell: (d) => <div className="button-row">{decisions.buttons(d)}</div> },
  ];

  return (
    <CardSection title={t.heading}>
      <p>{t.intro}</p>
      {decisions.notice ? <Notice tone={decisions.notice.tone}>{decisions.notice.text}</Notice> : null}
      <QueryState
        query={list}
        skeleton={<SkeletonRows count={2} height={44} />}
        errorText={t.loadError}
        empty={list.data?.decisions.length === 0 && { title: t.empty }}
      >
        <DataTable caption={t.caption} columns={columns} rows={list.data?.decisions ?? []} rowKey={(d) => d.id} minWidth={760} />
      </QueryState>
      {decisions.dialogs}
    </CardSection>
  );
}
