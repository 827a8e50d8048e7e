'use client';
// /news: category tabs, sort picker, the cards and 'Показать ещё'.
import { NEWS_CATEGORY_ALL, type ListNewsResponse, type NewsCard as NewsCardData } from '@cabinet/contracts/client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { NewsCard, NewsCardSkeleton } from '@/components/news/news-card';
import styles from '@/components/news/news.module.css';
import { PagedQueryList, type PagedListConfig } from '@/components/query-state/paged-query-list';
import { TabPanel, Tabs, useTabIds, type TabItem } from '@/components/tabs/tabs';
import { newsTexts } from '../texts';
import { DEFAULT_SORT, SORT_OPTIONS, sortOption } from '../sort-options';
import { NEWS_PAGE, newsQueries } from '../queries';
import { LikeButton } from './like-button';
import { NewsToast, useToastMessage } from './news-toast';

const LIST: PagedListConfig<ListNewsResponse, NewsCardData> = {
  pageItems: (page) => page.allNews,
  itemKey: (news) => news.id,
  pageSize: NEWS_PAGE,
  skeleton: { item: <NewsCardSkeleton />, firstPage: 4 },
  layout: { list: styles.grid, item: styles.gridItem },
};

export function NewsScreen() {
  const [category, setCategory] = useState<string>(NEWS_CATEGORY_ALL);
  const [sortValue, setSortValue] = useState(DEFAULT_SORT.value);
  const sort = sortOption(sortValue);
  const toast = useToastMessage();
  const ids = useTabIds();

  const categories = useQuery(newsQueries.categories());
  const tabs = useMemo<TabItem<string>[]>(
    () => [
      { value: NEWS_CATEGORY_ALL, label: newsTexts.allCategories },
      ...(categories.data?.categories ?? []).map((c) => ({ value: c, label: c })),
    ],
    [categories.data],
  );

  const list = useInfiniteQuery(newsQueries.list({ category, sort: sort.sort, sortDirection: sort.sortDirection }));

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Tabs variant="chips" items={tabs} value={category} onChange={setCategory} label={newsTexts.categoriesLabel} ids={ids} />
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
      <TabPanel ids={ids} value={category} busy={list.isFetching}>
        <PagedQueryList
          query={list}
          texts={newsTexts}
          config={LIST}
          empty={{ title: category === NEWS_CATEGORY_ALL ? newsTexts.empty : newsTexts.emptyCategory, text: newsTexts.emptyHint }}
        >
          {(news, i) => (
            <NewsCard
              news={news}
              priority={i < 2}
              like={<LikeButton slugId={news.slugId} likesCount={news.likesCount} isLiked={news.isLiked} onError={toast.show} />}
            />
          )}
        </PagedQueryList>
      </TabPanel>
      <NewsToast message={toast.message} onClose={toast.hide} />
    </div>
  );
}
