'use client';
// «Ждут второго администратора»: the changes of accounts one admin asked for. Another admin
// approves or rejects; the maker may only withdraw their own (decision 0029).
import type { OperatorChange } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { DecisionButtons } from '@/components/admin/decision-buttons';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { adminOperators as t } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { operatorQueries, useOperator } from '@/lib/queries/operator';
import { approveChange, operatorChangeQueries, rejectChange } from '../queries';
import { dutiesTexts as d } from '../texts';
import styles from './operators.module.css';

export function PendingChanges() {
  const pending = useQuery(operatorChangeQueries.pending());
  const self = useOperator().data?.operator.email;
  const decide = useAdminAction({
    mutationFn: async ({ id, approve }: { id: number; approve: boolean }): Promise<void> => {
      await (approve ? approveChange(id) : rejectChange(id));
    },
    invalidates: [operatorChangeQueries.pending().queryKey, operatorQueries.list().queryKey],
    fallback: t.actionFailed,
  });

  const columns: Column<OperatorChange>[] = [
    { key: 'what', header: d.columns.what, cell: (c) => d.kind[c.kind](c.email) },
    {
      key: 'who',
      header: d.columns.who,
      cell: (c) => (c.requestedBy === self ? `${c.requestedBy} (${d.yours})` : c.requestedBy),
    },
    { key: 'when', header: d.columns.when, cell: (c) => formatDateTime(c.requestedAt) },
    {
      key: 'actions',
      header: d.columns.actions,
      cell: (c) => (
        <DecisionButtons
          className={styles.rowActions}
          look="link"
          mine={c.requestedBy === self}
          busy={decide.isPending}
          decide={(approve) => decide.mutate({ id: c.id, approve })}
          texts={d}
        />
      ),
    },
  ];

  return (
    <section className="card" aria-label={d.pendingHeading}>
      <h2 className="card-title">{d.pendingHeading}</h2>
      {decide.refusal ? <Notice tone="bad">{decide.refusal}</Notice> : null}
      {decide.isSuccess ? <Notice tone="good">{decide.variables.approve ? d.approved : d.rejected}</Notice> : null}
      <QueryState query={pending} skeleton={<SkeletonRows count={2} height={44} />} errorText={t.loadError}>
        {pending.data?.changes.length ? (
          <DataTable
            caption={d.pendingCaption}
            columns={columns}
            rows={pending.data.changes}
            rowKey={(c) => String(c.id)}
            minWidth={720}
          />
        ) : (
          <p>{d.pendingEmpty}</p>
        )}
      </QueryState>
    </section>
  );
}
