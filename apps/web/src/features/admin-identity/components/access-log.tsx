'use client';
// Who read a member's documents and when (152-ФЗ), from the audit log: admins only (the API refuses
// operators, and the screen does not ask).
import { SCAN_KIND_LABELS, type IdentityAccessEntry } from '@cabinet/contracts/client';
import { CardSection } from '@/components/admin/card-section';
import { IDENTITY_ACCESS_PAGE_SIZE } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime } from '@/lib/format';
import { identityReviewText as t } from '../texts';
import { identityQueries } from '../queries';
import styles from './identity.module.css';

const columns: Column<IdentityAccessEntry>[] = [
  { key: 'at', header: t.accessColumns.at, cell: (e) => <span className={styles.nowrap}>{formatDateTime(e.at)}</span> },
  { key: 'who', header: t.accessColumns.who, cell: (e) => (e.actor === 'member' ? t.accessMember : e.actor) },
  {
    key: 'what',
    header: t.accessColumns.what,
    cell: (e) => (e.scanKind ? `${e.actionText}: ${SCAN_KIND_LABELS[e.scanKind]}` : e.actionText),
  },
  { key: 'ip', header: t.accessColumns.ip, cell: (e) => e.ip ?? adminCommon.dash },
];

export function AccessLog({ memberId }: { memberId: string }) {
  const [skip, setSkip] = useState(0);
  const page = useQuery(identityQueries.access(memberId, skip));
  return (
    <CardSection title={t.access}>
      <p className={styles.muted}>{t.accessIntro}</p>
      <QueryState
        query={page}
        skeleton={<SkeletonRows count={4} height={36} />}
        errorText={t.accessLoadError}
        empty={page.data?.totalCount === 0 && { title: t.accessEmpty }}
      >
        <DataTable caption={t.access} columns={columns} rows={page.data?.entries ?? []} rowKey={(e) => e.id} minWidth={620} />
        <Pager skip={skip} take={IDENTITY_ACCESS_PAGE_SIZE} total={page.data?.totalCount ?? 0} onSkip={setSkip} />
      </QueryState>
    </CardSection>
  );
}
