'use client';
// /admin/audit (admins): the log filtered by operator, member, action and days; paged; CSV export.
import { type AuditEntry } from '@cabinet/contracts/client';
import { adminOnly } from '@/components/admin/admin-only';
import { AUDIT_ACTIONS, auditValueText } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { type Column } from '@/components/admin/data-table';
import { DownloadButton } from '@/components/admin/download-button';
import { optionsOf, type FilterBarOptions } from '@/components/admin/list-page/filter-bar';
import { ListPage, type ListTable } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { lazyModule } from '@/lib/lazy-resolver';
import { AdminPageHeader } from '@/components/admin/page-header';
import { adminAudit as t } from '../texts';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime, moscowDay } from '@/lib/format';
import { operatorQueries } from '@/lib/queries/operator';
import { exportAudit, auditQueries } from '../queries';
import type { auditList } from '../list';
import adminStyles from '@/components/admin/admin.module.css';

/** The list route's query schema, loaded when the filter bar first checks a filter. */
const filterSchema = lazyModule(() => import('../list').then((m) => m.auditList.schema));

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

const TABLE: ListTable<AuditEntry> = { columns, minWidth: 1080, errorText: t.loadError, empty: t.empty };

function AuditLog() {
  const list = useListPage<typeof auditList>(auditQueries.page);
  const operators = useQuery(operatorQueries.list());
  const { skipCount: _skip, maxResultCount: _take, ...filter } = list.query;
  const operatorOptions = (operators.data?.operators ?? []).map((o) => ({ value: o.id, label: o.email }));
  const bar: FilterBarOptions = {
    schema: filterSchema,
    resettable: true,
    ranges: [{ from: 'dateFrom', to: 'dateTo', message: adminCommon.dateRangeInverted }],
    fields: [
      { name: 'operatorId', label: t.operator, kind: 'select', options: operatorOptions, anyLabel: t.anyOperator },
      { name: 'action', label: t.action, kind: 'select', options: optionsOf(AUDIT_ACTIONS), anyLabel: t.anyAction },
      { name: 'member', label: t.member, kind: 'text' },
      { name: 'dateFrom', label: t.dateFrom, kind: 'date' },
      { name: 'dateTo', label: t.dateTo, kind: 'date' },
    ],
  };
  const download = <DownloadButton download={() => exportAudit(filter)} fileName={`audit-${moscowDay()}.csv`} />;
  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} actions={download} />
      <ListPage label={t.heading} filter={bar} list={list} rows={(d) => d.entries} table={TABLE} />
    </>
  );
}

/** Admins only: an operator is told so, and nothing is asked of the API. */
export const AuditScreen = adminOnly(t.heading, AuditLog);
