'use client';
// /admin/news (every operator): news in every state, filtered by state, category and title; each
// opens in the editor. Likes are counted here as members see them.
import { type AdminNewsRow, type NewsState } from '@cabinet/contracts/client';
import { ADMIN_NEWS_PAGE, NEWS_STATES } from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useId } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { FilterButtons, InputFilter, SelectFilter } from '@/components/admin/filter-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import adminStyles from '@/components/admin/admin.module.css';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { newsAdminTexts as t } from '../messages';
import { newsAdminQueries, type AdminNewsFilter } from '../queries';
import { NewsStateChip } from './state-chip';
import { useFilterBar } from '@/components/admin/use-filter-bar';

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
  const id = useId();
  const { draft, setDraft, filter, skip, setSkip, apply, reset } = useFilterBar<AdminNewsFilter>({});
  const page = useQuery(newsAdminQueries.list(filter, skip));

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
      <section className="card" aria-label={t.filters}>
        <form className={adminStyles.filters} onSubmit={apply}>
          <SelectFilter
            id={`${id}-state`}
            label={t.state}
            value={draft.state}
            anyLabel={t.anyState}
            options={NEWS_STATES.map((s) => ({ value: s, label: t.states[s] }))}
            onChange={(v) => setDraft({ ...draft, state: (v || undefined) as NewsState | undefined })}
          />
          <SelectFilter
            id={`${id}-category`}
            label={t.category}
            value={draft.category}
            anyLabel={t.anyCategory}
            options={(page.data?.categories ?? []).map((c) => ({ value: c, label: c }))}
            onChange={(v) => setDraft({ ...draft, category: v || undefined })}
          />
          <InputFilter
            id={`${id}-search`}
            label={t.search}
            type="search"
            value={draft.search}
            onChange={(v) => setDraft({ ...draft, search: v || undefined })}
          />
          <FilterButtons onReset={reset} />
        </form>
      </section>
      <section className="card" aria-label={t.caption} style={{ marginTop: 16 }} aria-busy={page.isFetching}>
        <QueryState
          query={page}
          skeleton={<SkeletonRows count={6} height={36} />}
          errorText={t.loadError}
          empty={page.data?.totalCount === 0 ? { title: t.empty } : false}
        >
          {page.data ? (
            <>
              <DataTable caption={t.caption} columns={COLUMNS} rows={page.data.items} rowKey={(n) => n.id} minWidth={820} />
              <Pager skip={skip} take={ADMIN_NEWS_PAGE} total={page.data.totalCount} onSkip={setSkip} />
            </>
          ) : null}
        </QueryState>
      </section>
    </>
  );
}
