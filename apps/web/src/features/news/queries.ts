// The news' calls: the list by category and sort, the latest few (the home page), the categories,
// one item, and likes. Every news query sits under one root, so a like patches every copy.
import {
  getNewsItemRoute,
  likeNewsRoute,
  listNewsRoute,
  newsCategoriesRoute,
  unlikeNewsRoute,
  type ListNewsQuery,
  type ListNewsResponse,
  type NewsSort,
  type NewsSortDirection,
} from '@cabinet/contracts/client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { emptyOnCancel } from '@/lib/api-client/cancel';
import { nextSkip } from '@/lib/queries/paging';
import { queryRoots } from '@/lib/queries/roots';

/**
 * Page size 10 (product §9 names constants of 10; the API's default is the same). 'Показать ещё'
 * appends the next page to the ones shown.
 */
export const NEWS_PAGE = 10;
/** How many the home page previews. */
export const LATEST_NEWS = 3;
/** The home page's query of the latest news (the app server prefetches the same). */
export const LATEST_NEWS_QUERY = { maxResultCount: LATEST_NEWS } satisfies ListNewsQuery;

interface NewsListParams {
  /** `all` or one of the categories. */
  category: string;
  sort: NewsSort;
  sortDirection: NewsSortDirection;
}

const EMPTY: ListNewsResponse = { allNews: [], totalCount: 0 };

/** A cancelled request gives an empty list (product §8). */
const listNews = (query: ListNewsQuery, signal: AbortSignal) => emptyOnCancel(callApi(listNewsRoute, { query, signal }), EMPTY);

export const newsQueries = {
  all: () => queryRoots.news,
  lists: () => [...queryRoots.news, 'list'] as const,
  list: (params: NewsListParams) =>
    infiniteQueryOptions({
      queryKey: [...newsQueries.lists(), params],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) => listNews({ ...params, skipCount: pageParam, maxResultCount: NEWS_PAGE }, signal),
      getNextPageParam: (_last, pages) => nextSkip(pages, (p) => p.allNews),
    }),
  latest: () =>
    queryOptions({
      queryKey: [...queryRoots.news, 'latest', LATEST_NEWS],
      queryFn: ({ signal }) => listNews(LATEST_NEWS_QUERY, signal),
    }),
  categories: () =>
    queryOptions({
      queryKey: [...queryRoots.news, 'categories'],
      queryFn: ({ signal }) => callApi(newsCategoriesRoute, { signal }),
      staleTime: 5 * 60_000,
    }),
  items: () => [...queryRoots.news, 'item'] as const,
  /** An unknown or unpublished item is a 404 (ApiRequestError with status 404). */
  item: (id: number) =>
    queryOptions({
      queryKey: [...newsQueries.items(), id],
      queryFn: ({ signal }) => callApi(getNewsItemRoute, { query: { newsId: id }, signal }),
    }),
};

/** PUT likes, DELETE takes the like back; both idempotent and answer the new count. */
export const setNewsLike = (slugId: string, liked: boolean) =>
  liked ? callApi(likeNewsRoute, { query: { slugId } }) : callApi(unlikeNewsRoute, { query: { slugId } });
