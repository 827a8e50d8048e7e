'use client';
// /admin/news (every operator): news in every state, filtered by state, category and title; each
// opens in the editor. Likes are counted here as members see them.
import { type AdminNewsRow } from '@cabinet/contracts/client';
import { NEWS_STATES } from '@cabinet/contracts/client';
import { type Column } from '@/components/admin/data-table';
import { type FilterBarOptions } from '@/components/admin/list-page/filter-bar';
import { ListPage, type ListTable } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { lazyModule } from '@/lib/lazy-resolver';
import { AdminPageHeader } from '@/components/admin/page-header';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime } from '@/lib/format';
import { newsAdminTexts as t } from '../texts';
import { newsAdminQueries } from '../queries';
import type { newsAdminList } from '../list';
import { NewsStateChip } from './state-chip';

/** The list route's query schema, loaded when the filter bar first checks a filter. */
const filterSchema = lazyModule(() => import('../list').then((m) => m.newsAdminList.schema));

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

const STATES = NEWS_STATES.map((s) => ({ value: s, label: t.states[s] }));
const TABLE: ListTable<AdminNewsRow> = { columns: COLUMNS, minWidth: 820, errorText: t.loadError, empty: t.empty };

export function NewsListScreen() {
  const list = useListPage<typeof newsAdminList>(newsAdminQueries.list);
  const categories = (list.page.data?.categories ?? []).map((c) => ({ value: c, label: c }));
  const filter: FilterBarOptions = {
    schema: filterSchema,
    resettable: true,
    fields: [
      { name: 'state', label: t.state, kind: 'select', options: STATES, anyLabel: t.anyState },
      { name: 'category', label: t.category, kind: 'select', options: categories, anyLabel: t.anyCategory },
      { name: 'search', label: t.search, kind: 'search' },
    ],
  };
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} create={{ href: '/admin/news/new', label: t.create }} />
      <ListPage label={t.caption} filter={filter} list={list} rows={(d) => d.items} table={TABLE} />
    </>
  );
}
