// The news screen's calls, each answer parsed with its contract.
import {
  getNewsItemResponse,
  likeNewsResponse,
  listNewsResponse,
  newsCategoriesResponse,
  type GetNewsItemResponse,
  type LikeNewsResponse,
  type listNewsQuery,
  type ListNewsResponse,
  type NewsCategoriesResponse,
} from '@cabinet/contracts';
import type * as z from 'zod/mini';
import { del, get, put } from '@/lib/api-client/client';
import { emptyOnCancel } from '@/lib/api-client/cancel';

const EMPTY: ListNewsResponse = { allNews: [], totalCount: 0 };

/** A cancelled request gives an empty list (spec §8). */
export function listNews(query: Partial<z.output<typeof listNewsQuery>>, signal?: AbortSignal): Promise<ListNewsResponse> {
  return emptyOnCancel(get('/api/news/', { query: { ...query }, schema: listNewsResponse, signal }), EMPTY);
}

export function listNewsCategories(signal?: AbortSignal): Promise<NewsCategoriesResponse> {
  return get('/api/news/categories', { schema: newsCategoriesResponse, signal });
}

/** An unknown or unpublished item is a 404 (ApiRequestError with status 404). */
export function getNewsItem(newsId: number, signal?: AbortSignal): Promise<GetNewsItemResponse> {
  return get('/api/news/item/', { query: { newsId }, schema: getNewsItemResponse, signal });
}

/** PUT likes, DELETE takes the like back; both idempotent and answer the new count. */
export function setNewsLike(slugId: string, liked: boolean): Promise<LikeNewsResponse> {
  const opts = { query: { slugId }, schema: likeNewsResponse };
  return liked ? put('/api/news/', undefined, opts) : del('/api/news/', opts);
}
