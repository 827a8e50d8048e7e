'use client';
// /admin/members: the search and its pages; a row opens the member's card.
import { formatPhone, type AdminMemberRow } from '@cabinet/contracts/client';
import { MEMBER_STATUS_TEXT } from '@cabinet/contracts/client';
import { type Column } from '@/components/admin/data-table';
import { optionsOf, type FilterBarOptions } from '@/components/admin/list-page/filter-bar';
import { ListPage, type ListTable } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { lazyModule } from '@/lib/lazy-resolver';
import { MemberStatusChip } from '@/components/admin/member';
import { AdminPageHeader } from '@/components/admin/page-header';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { adminMembers as t } from '../texts';
import { formatAmount, formatDate } from '@/lib/format';
import { memberAdminQueries } from '../queries';
import type { membersList } from '../list';
import styles from './members.module.css';

/** The list route's query schema, loaded when the filter bar first checks a filter. */
const filterSchema = lazyModule(() => import('../list').then((m) => m.membersList.schema));

const columns: Column<AdminMemberRow>[] = [
  {
    key: 'name',
    header: t.columns.name,
    cell: (m) => <Link href={`/admin/members/${m.id}`}>{m.fullName || t.noName}</Link>,
  },
  { key: 'phone', header: t.columns.phone, cell: (m) => <span className={styles.nowrap}>{formatPhone(m.phone)}</span> },
  {
    key: 'status',
    header: t.columns.status,
    cell: (m) => <MemberStatusChip status={m.status} />,
  },
  { key: 'available', header: t.columns.available, align: 'end', cell: (m) => formatAmount(m.available) },
  { key: 'identity', header: t.columns.identity, cell: (m) => m.identityStatus ?? t.noDocument },
  { key: 'contracts', header: t.columns.contracts, align: 'end', cell: (m) => m.contracts },
  { key: 'since', header: t.columns.since, cell: (m) => formatDate(m.createdAt) },
];

const TABLE: ListTable<AdminMemberRow> = { columns, minWidth: 860, errorText: t.loadError, empty: t.empty };

const FILTER: FilterBarOptions = {
  schema: filterSchema,
  fields: [
    { name: 'q', label: t.query, kind: 'search' },
    { name: 'status', label: t.status, kind: 'select', options: optionsOf(MEMBER_STATUS_TEXT), anyLabel: t.anyStatus },
  ],
};

export function MembersScreen() {
  const list = useListPage<typeof membersList>(memberAdminQueries.search);
  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} create={{ href: '/admin/members/new', label: t.add }} />
      <ListPage label={t.heading} filter={FILTER} list={list} rows={(d) => d.members} table={TABLE} />
    </>
  );
}
