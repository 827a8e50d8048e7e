'use client';
// /news: category tabs, sort picker, the cards and 'Показать ещё'.
import { NEWS_CATEGORY_ALL } from '@cabinet/contracts';
import { useId, useMemo, useState } from 'react';
import { LoadMore } from '@/components/load-more/load-more';
import { Tabs, tabId, type TabItem } from '@/components/tabs/tabs';
import { isShownError } from '@/lib/member-queries';
import { newsTexts } from '@/lib/messages';
import { DEFAULT_SORT, SORT_OPTIONS, sortOption } from '../sort-options';
import { NEWS_PAGE, useNewsCategories, useNewsList } from '../use-news-list';
import { NewsCard, NewsCardSkeleton } from './news-card';
import { NewsToast, useToastMessage } from './news-toast';
import { StateMessage } from './state-message';
import styles from './news.module.css';

export function NewsScreen() {
  const [category, setCategory] = useState<string>(NEWS_CATEGORY_ALL);
  const [sortValue, setSortValue] = useState(DEFAULT_SORT.value);
  const sort = sortOption(sortValue);
  const toast = useToastMessage();
  const ids = useId();
  const panelId = `${ids}-panel`;
  const tabPrefix = `${ids}-tab`;

  const categories = useNewsCategories();
  const tabs = useMemo<TabItem<string>[]>(
    () => [
      { value: NEWS_CATEGORY_ALL, label: newsTexts.allCategories },
      ...(categories.data?.categories ?? []).map((c) => ({ value: c, label: c })),
    ],
    [categories.data],
  );

  const list = useNewsList({ category, sort: sort.sort, sortDirection: sort.sortDirection });
  const cards = list.data?.pages.flatMap((p) => p.allNews) ?? [];
  const total = list.data?.pages.at(-1)?.totalCount ?? 0;

  let body;
  if (list.isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {newsTexts.loading}
        </p>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <NewsCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (list.isError && cards.length === 0) {
    body = isShownError(list.error) ? (
      <StateMessage
        role="alert"
        title={newsTexts.loadError}
        action={
          <button type="button" className="button button-secondary" onClick={() => void list.refetch()}>
            {newsTexts.retry}
          </button>
        }
      />
    ) : null;
  } else if (cards.length === 0) {
    body = (
      <StateMessage
        title={category === NEWS_CATEGORY_ALL ? newsTexts.empty : newsTexts.emptyCategory}
        text={newsTexts.emptyHint}
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.grid}>
          {cards.map((news, i) => (
            <li key={news.id} className={styles.gridItem}>
              <NewsCard news={news} onLikeError={toast.show} priority={i < 2} />
            </li>
          ))}
          {list.isFetchingNextPage
            ? Array.from({ length: Math.min(NEWS_PAGE, total - cards.length) }, (_, i) => (
                <li key={`more-${i}`} className={styles.gridItem} aria-hidden="true">
                  <NewsCardSkeleton />
                </li>
              ))
            : null}
        </ul>
        <LoadMore
          shownText={newsTexts.shown(cards.length, total)}
          error={list.isError && isShownError(list.error) ? newsTexts.loadError : null}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
          labels={newsTexts}
        />
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Tabs
          variant="chips"
          items={tabs}
          value={category}
          onChange={setCategory}
          label={newsTexts.categoriesLabel}
          panelId={panelId}
          idPrefix={tabPrefix}
        />
        <label className={styles.sort}>
          <span className={styles.sortLabel}>{newsTexts.sortLabel}</span>
          <select className={styles.select} value={sort.value} onChange={(e) => setSortValue(e.target.value)}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tabPrefix, category)} aria-busy={list.isFetching}>
        {body}
      </div>
      <NewsToast message={toast.message} onClose={toast.hide} />
    </div>
  );
}
