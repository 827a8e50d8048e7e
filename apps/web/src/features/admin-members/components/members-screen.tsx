'use client';
// /admin/members: the search and its pages; a row opens the member's card.
import { formatPhone, type AdminMemberRow } from '@cabinet/contracts/client';
import { MEMBER_STATUS_TEXT, MEMBERS_PAGE_SIZE } from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useId } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { MemberStatusChip } from '@/components/admin/member';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import adminStyles from '@/components/admin/admin.module.css';
import { FilterButtons, InputFilter, SelectFilter, optionsOf } from '@/components/admin/filter-fields';
import styles from './members.module.css';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminMembers as t } from '@/lib/admin-messages';
import { formatAmount, formatDate } from '@/lib/format';
import { memberAdminQueries, type MemberSearch } from '../queries';
import { useFilterBar, withoutEmpty } from '@/components/admin/use-filter-bar';

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

export function MembersScreen() {
  const id = useId();
  const { draft, setDraft, filter, skip, setSkip, apply } = useFilterBar<MemberSearch>({}, (f) =>
    withoutEmpty({ ...f, q: f.q?.trim() }),
  );
  const page = useQuery(memberAdminQueries.search(filter, skip));

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={t.intro}
        actions={
          <Link href="/admin/members/new" className="button button-primary">
            {t.add}
          </Link>
        }
      />
      <section className="card" aria-label={t.heading}>
        <form className={adminStyles.filters} onSubmit={apply} role="search">
          <InputFilter id={`${id}-q`} label={t.query} type="search" value={draft.q} onChange={(q) => setDraft({ ...draft, q })} />
          <SelectFilter
            id={`${id}-status`}
            label={t.status}
            value={draft.status}
            options={optionsOf(MEMBER_STATUS_TEXT)}
            anyLabel={t.anyStatus}
            onChange={(status) => setDraft({ ...draft, status: (status || undefined) as MemberSearch['status'] })}
          />
          <FilterButtons />
        </form>
        <QueryState
          query={page}
          skeleton={<SkeletonRows count={8} height={40} />}
          errorText={t.loadError}
          empty={page.data?.totalCount === 0 && { title: t.empty }}
        >
          <DataTable caption={t.heading} columns={columns} rows={page.data?.members ?? []} rowKey={(m) => m.id} minWidth={860} />
          <Pager skip={skip} take={MEMBERS_PAGE_SIZE} total={page.data?.totalCount ?? 0} onSkip={setSkip} />
        </QueryState>
      </section>
    </>
  );
}
