'use client';
// /admin/audit (admins): the log filtered by operator, member, action and days; paged; CSV export.
import { type AuditEntry, type AuditFilter } from '@cabinet/contracts/client';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, auditValueText } from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { DownloadButton } from '@/components/admin/download-button';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import adminStyles from '@/components/admin/admin.module.css';
import { FilterButtons, InputFilter, SelectFilter, optionsOf } from '@/components/admin/filter-fields';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminAudit as t, adminCommon } from '@/lib/admin-messages';
import { formatDateTime, moscowDay } from '@/lib/format';
import { operatorQueries } from '@/lib/queries/operator';
import { auditQueries, exportAudit } from '../queries';
import { useFilterBar } from '@/components/admin/use-filter-bar';

const columns: Column<AuditEntry>[] = [
  { key: 'at', header: t.columns.at, cell: (e) => formatDateTime(e.at) },
  { key: 'who', header: t.columns.who, cell: (e) => e.actor },
  { key: 'action', header: t.columns.action, cell: (e) => e.actionText },
  { key: 'member', header: t.columns.member, cell: (e) => e.memberName ?? adminCommon.dash },
  {
    key: 'object',
    header: t.columns.object,
    cell: (e) => (e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : adminCommon.dash),
  },
  {
    key: 'change',
    header: t.columns.change,
    cell: (e) =>
      e.before === null && e.after === null ? (
        adminCommon.dash
      ) : (
        <span className={adminStyles.mono}>
          {e.before !== null && e.before !== undefined ? `${t.before}: ${auditValueText(e.before)} ` : ''}
          {e.after !== null && e.after !== undefined ? `${t.after}: ${auditValueText(e.after)}` : ''}
        </span>
      ),
  },
  { key: 'ip', header: t.columns.ip, cell: (e) => e.ip ?? adminCommon.dash },
];

export function AuditScreen() {
  const id = useId();
  const { draft, set, filter, skip, setSkip, apply, reset } = useFilterBar<AuditFilter>({});
  const page = useQuery(auditQueries.page(filter, skip));
  const operators = useQuery(operatorQueries.list());

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={t.intro}
        actions={<DownloadButton download={() => exportAudit(filter)} fileName={`audit-${moscowDay()}.csv`} />}
      />
      <section className="card" aria-label={t.heading}>
        <form className={adminStyles.filters} onSubmit={apply}>
          <SelectFilter
            id={`${id}-operator`}
            label={t.operator}
            value={draft.operatorId}
            options={(operators.data?.operators ?? []).map((o) => ({ value: o.id, label: o.email }))}
            anyLabel={t.anyOperator}
            onChange={set('operatorId')}
          />
          <SelectFilter
            id={`${id}-action`}
            label={t.action}
            value={draft.action}
            options={optionsOf(AUDIT_ACTIONS)}
            anyLabel={t.anyAction}
            onChange={set('action')}
          />
          <InputFilter id={`${id}-member`} label={t.member} value={draft.member} onChange={set('member')} />
          <InputFilter id={`${id}-from`} label={t.dateFrom} type="date" value={draft.dateFrom} onChange={set('dateFrom')} />
          <InputFilter id={`${id}-to`} label={t.dateTo} type="date" value={draft.dateTo} onChange={set('dateTo')} />
          <FilterButtons onReset={reset} />
        </form>
        <QueryState
          query={page}
          skeleton={<SkeletonRows count={8} height={40} />}
          errorText={t.loadError}
          empty={page.data?.totalCount === 0 && { title: t.empty }}
        >
          <DataTable caption={t.heading} columns={columns} rows={page.data?.entries ?? []} rowKey={(e) => e.id} minWidth={1080} />
          <Pager skip={skip} take={AUDIT_PAGE_SIZE} total={page.data?.totalCount ?? 0} onSkip={setSkip} />
        </QueryState>
      </section>
    </>
  );
}
