'use client';
// /admin/news (every operator): news in every state, filtered by state, category and title; each
// opens in the editor. Likes are counted here as members see them.
import { type AdminNewsRow } from '@cabinet/contracts/client';
import { ADMIN_NEWS_PAGE, listAdminNewsQuery, NEWS_STATES } from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import { type Column } from '@/components/admin/data-table';
import { FilterBar } from '@/components/admin/list-page/filter-bar';
import { ListPage } from '@/components/admin/list-page/list-page';
import { useListUrl } from '@/components/admin/list-page/use-list-url';
import { AdminPageHeader } from '@/components/admin/page-header';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { newsAdminTexts as t } from '../messages';
import { newsAdminQueries } from '../queries';
import { NewsStateChip } from './state-chip';

const COLUMNS: Column<AdminNewsRow>[] = [
  { key: 'title', header: t.columns.title, cell: (n) => <Link href={`/admin/news/${n.id}`}>{n.title}</Link> },
  { key: 'category', header: t.columns.category, cell: (n) => n.category },
  { key: 'state', header: t.columns.state, cell: (n) => <NewsStateChip state={n.state} /> },
  {
    key: 'published',
    header: t.columns.published,
    cell: (n) => (n.publishedAt ? formatDateTime(n.publishedAt) : adminCommon.dash),
  },
  { key: 'likes', header: t.columns.likes, align: 'end', cell: (n) => n.likesCount.toLocaleString('ru-RU') },
  { key: 'updated', header: t.columns.updated, cell: (n) => t.updated(formatDateTime(n.updatedAt), n.updatedBy) },
];

export function NewsListScreen() {
  const list = useListUrl(listAdminNewsQuery);
  const page = useQuery(newsAdminQueries.list(list.query));

  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <Link href="/admin/news/new" className="button button-primary">
            {t.create}
          </Link>
        }
      />
      <ListPage
        label={t.caption}
        filters={
          <FilterBar
            list={list}
            schema={listAdminNewsQuery}
            resettable
            fields={[
              {
                name: 'state',
                label: t.state,
                kind: 'select',
                options: NEWS_STATES.map((s) => ({ value: s, label: t.states[s] })),
                anyLabel: t.anyState,
              },
              {
                name: 'category',
                label: t.category,
                kind: 'select',
                options: (page.data?.categories ?? []).map((c) => ({ value: c, label: c })),
                anyLabel: t.anyCategory,
              },
              { name: 'search', label: t.search, kind: 'search' },
            ]}
          />
        }
        query={page}
        rows={page.data?.items}
        total={page.data?.totalCount}
        skip={list.skip}
        take={ADMIN_NEWS_PAGE}
        onSkip={list.setSkip}
        columns={COLUMNS}
        rowKey={(n) => n.id}
        minWidth={820}
        errorText={t.loadError}
        empty={t.empty}
        skeleton={<SkeletonRows count={6} height={36} />}
      />
    </>
  );
}
