'use client';
// /admin/contests: every contest, newest first, with its state and how many take part (teams, in a
// team contest).
import type { AdminContestRow } from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Chip, DataTable } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDate } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { contestAdminTexts as t } from '../texts';
import { contestAdminQueries } from '../queries';

const day = (iso: string) => formatDate(`${iso}T12:00:00+03:00`);

export function ContestsScreen() {
  const query = useQuery(contestAdminQueries.list());
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} create={{ href: '/admin/contests/new', label: t.create }} />
      <Card>
        <QueryState
          query={query}
          skeleton={<Skeleton height={200} />}
          errorText={t.loadError}
          empty={query.data?.contests.length === 0 ? { title: t.empty } : false}
        >
          <DataTable<AdminContestRow>
            caption={t.caption}
            minWidth={640}
            rows={query.data?.contests ?? []}
            rowKey={(r) => r.id}
            columns={[
              { key: 'title', header: t.cols.title, cell: (r) => <Link href={`/admin/contests/${r.id}`}>{r.title}</Link> },
              { key: 'period', header: t.cols.period, cell: (r) => t.period(day(r.startsOn), day(r.endsOn)) },
              {
                key: 'status',
                header: t.cols.status,
                cell: (r) => <Chip tone={r.status === 'running' ? 'good' : 'neutral'}>{t.status[r.status]}</Chip>,
              },
              {
                key: 'rule',
                header: t.cols.rule,
                // A team contest says so: its members are teams (docs/product.md §11.8).
                cell: (r) => (r.kind === 'team' ? `${t.kind.team}: ${t.rule[r.rule.kind].toLowerCase()}` : t.rule[r.rule.kind]),
              },
              { key: 'members', header: t.cols.members, cell: (r) => r.members, align: 'end' },
            ]}
          />
        </QueryState>
      </Card>
    </>
  );
}
