'use client';
// /admin/disputes: the disputes by view — open ones oldest first (the default), the late ones, the
// decided ones, all — with the two promised dates and the missed ones flagged. View and page are in
// the URL; a row's number opens the dispute, the member's name the member's card.
import { DISPUTE_QUEUE_VIEW_TEXT, DISPUTE_QUEUE_VIEWS } from '@cabinet/contracts/client';
import { formatPhone, type AdminDispute, type DisputeQueueView } from '@cabinet/contracts/client';
import { type Column } from '@/components/admin/data-table';
import { ListPage, type ListTable } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { AdminPageHeader } from '@/components/admin/page-header';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { formatDateTime } from '@/lib/format';
import { disputeQueueText as t } from '../texts';
import { disputeQueries } from '../queries';
import type { disputeQueueList } from '../list';
import { DisputeStatusChip, DisputedThing, DueDate } from './dispute-parts';
import styles from './disputes.module.css';

const columns: Column<AdminDispute>[] = [
  {
    key: 'number',
    header: t.columns.number,
    cell: (d) => (
      <Link href={`/admin/disputes/${d.id}`} aria-label={t.open(d.id)} className={styles.nowrap}>
        {t.number(d.id)}
      </Link>
    ),
  },
  {
    key: 'member',
    header: t.columns.member,
    cell: (d) => (
      <span className={styles.stacked}>
        <Link href={`/admin/members/${d.memberId}`}>{d.memberName || t.noName}</Link>
        <span className={styles.nowrap}>{formatPhone(d.memberPhone)}</span>
      </span>
    ),
  },
  { key: 'what', header: t.columns.what, cell: (d) => <DisputedThing dispute={d} /> },
  { key: 'status', header: t.columns.status, cell: (d) => <DisputeStatusChip status={d.status} /> },
  {
    key: 'created',
    header: t.columns.created,
    cell: (d) => <span className={styles.nowrap}>{formatDateTime(d.createdAt)}</span>,
  },
  {
    key: 'firstAnswerDue',
    header: t.columns.firstAnswerDue,
    cell: (d) => <DueDate at={d.firstAnswerDue} late={d.answerLate} />,
  },
  { key: 'resolveDue', header: t.columns.resolveDue, cell: (d) => <DueDate at={d.resolveDue} late={d.decisionLate} /> },
];

export function DisputeQueueScreen() {
  const list = useListPage<typeof disputeQueueList>(disputeQueries.queue);
  const view = list.query.view;
  const lateCount = list.page.data?.lateCount;
  const table: ListTable<AdminDispute> = { columns, minWidth: 980, errorText: t.loadError, empty: t.empty[view] };
  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <ListPage
        label={t.heading}
        tabs={{
          label: t.views,
          value: view,
          onChange: (next: DisputeQueueView) => list.apply({ ...list.values, view: next }),
          items: DISPUTE_QUEUE_VIEWS.map((v) => ({
            value: v,
            label:
              v === 'late' && lateCount !== undefined
                ? t.lateCount(DISPUTE_QUEUE_VIEW_TEXT[v], lateCount)
                : DISPUTE_QUEUE_VIEW_TEXT[v],
          })),
        }}
        list={list}
        rows={(d) => d.items}
        table={table}
      />
    </>
  );
}
