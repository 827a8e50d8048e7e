'use client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getNewsItem, listNews, listNewsCategories } from './data';
import { newsKeys, type NewsListParams } from './keys';

/**
 * Page size 10 (spec §9 names constants of 10; the API's default is the same). 'Показать ещё'
 * appends the next page to the ones shown.
 */
export const NEWS_PAGE = 10;

export function useNewsList(params: NewsListParams) {
  return useInfiniteQuery({
    queryKey: newsKeys.list(params),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => listNews({ ...params, skipCount: pageParam, maxResultCount: NEWS_PAGE }, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.allNews.length, 0);
      // An empty page (a cancelled call answers one) must not ask for the same page forever.
      return last.allNews.length > 0 && loaded < last.totalCount ? loaded : undefined;
    },
  });
}

export function useNewsCategories() {
  return useQuery({
    queryKey: newsKeys.categories,
    queryFn: ({ signal }) => listNewsCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useNewsItem(id: number) {
  return useQuery({
    queryKey: newsKeys.item(id),
    queryFn: ({ signal }) => getNewsItem(id, signal),
  });
}
