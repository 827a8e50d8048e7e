'use client';
// /admin/identity: the documents waiting for a decision, oldest first; a row opens the review.
import { formatPhone, type IdentityQueueItem } from '@cabinet/contracts/client';
import { IDENTITY_QUEUE_PAGE_SIZE } from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useState } from 'react';
import { Chip, DataTable, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { SUBMISSION_TEXT, changesText, identityQueueText as t } from '../messages';
import { identityQueries } from '../queries';
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

export function IdentityQueueScreen() {
  const [skip, setSkip] = useState(0);
  const page = useQuery(identityQueries.queue(skip));
  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <section className="card" aria-label={t.heading}>
        <QueryState
          query={page}
          skeleton={<SkeletonRows count={6} height={44} />}
          errorText={t.loadError}
          empty={page.data?.totalCount === 0 && { title: t.empty }}
        >
          <DataTable
            caption={t.heading}
            columns={columns}
            rows={page.data?.items ?? []}
            rowKey={(i) => i.memberId}
            minWidth={820}
          />
          <Pager skip={skip} take={IDENTITY_QUEUE_PAGE_SIZE} total={page.data?.totalCount ?? 0} onSkip={setSkip} />
        </QueryState>
      </section>
    </>
  );
}
