'use client';
// /admin/identity: the documents waiting for a decision, oldest first; a row opens the review.
import { formatPhone, type IdentityQueueItem } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Chip, type Column } from '@/components/admin/data-table';
import { ListPage, type ListTable } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { AdminPageHeader } from '@/components/admin/page-header';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime } from '@/lib/format';
import { SUBMISSION_TEXT, changesText, identityQueueText as t } from '../texts';
import { identityQueries } from '../queries';
import type { identityQueueList } from '../list';
import styles from './identity.module.css';

const columns: Column<IdentityQueueItem>[] = [
  {
    key: 'member',
    header: t.columns.member,
    cell: (i) => (
      <>
        <Link href={`/admin/identity/${i.memberId}`}>{i.memberName || t.noName}</Link>
        <br />
        <span className={styles.nowrap}>{formatPhone(i.phone)}</span>
      </>
    ),
  },
  { key: 'submitted', header: t.columns.submitted, cell: (i) => formatDateTime(i.submittedAt) },
  {
    key: 'kind',
    header: t.columns.kind,
    cell: (i) => (
      <Chip tone={i.kind === 'scan_after_confirmation' ? 'info' : i.kind === 'corrected' ? 'warn' : 'neutral'}>
        {SUBMISSION_TEXT[i.kind]}
      </Chip>
    ),
  },
  { key: 'changes', header: t.columns.changes, cell: (i) => (i.changes.length ? changesText(i.changes) : adminCommon.dash) },
  { key: 'scans', header: t.columns.scans, align: 'end', cell: (i) => t.scans(i.scans) },
  { key: 'status', header: t.columns.status, cell: (i) => i.status },
];

const TABLE: ListTable<IdentityQueueItem> = {
  columns,
  rowKey: (i) => i.memberId,
  minWidth: 820,
  errorText: t.loadError,
  empty: t.empty,
};

export function IdentityQueueScreen() {
  const list = useListPage<typeof identityQueueList>(identityQueries.queue);
  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <ListPage label={t.heading} list={list} rows={(d) => d.items} table={TABLE} />
    </>
  );
}
