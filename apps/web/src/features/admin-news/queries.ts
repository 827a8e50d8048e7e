// The news editor's calls: the list, one item, and the changes (each names the version it began from).
import {
  createNewsRoute,
  getAdminNewsRoute,
  listAdminNewsRoute,
  publishNewsRoute,
  removeNewsImageRoute,
  renderNewsRoute,
  setNewsImageRoute,
  unpublishNewsRoute,
  updateNewsRoute,
  type NewsDraftBody,
  type ListAdminNewsQuery,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const newsAdminQueries = {
  all: ['admin', 'news'] as const,
  lists: () => [...newsAdminQueries.all, 'list'] as const,
  /** A page of the list: the list URL's query (use-list-url.ts). */
  list: (query: ListAdminNewsQuery) =>
    queryOptions({
      queryKey: [...newsAdminQueries.lists(), query],
      queryFn: ({ signal }) => callApi(listAdminNewsRoute, { query, signal }),
    }),
  item: (id: number) =>
    queryOptions({
      queryKey: [...newsAdminQueries.all, 'item', id],
      queryFn: ({ signal }) => callApi(getAdminNewsRoute, { params: { id }, signal }),
    }),
  /** The HTML members would read for this Markdown; kept a while, the same text renders the same. */
  rendered: (markdown: string) =>
    queryOptions({
      queryKey: [...newsAdminQueries.all, 'render', markdown],
      queryFn: ({ signal }) => callApi(renderNewsRoute, { body: { markdown }, signal }),
      staleTime: 10 * 60_000,
    }),
};

export const createNews = (body: NewsDraftBody) => callApi(createNewsRoute, { body });
export const saveNews = (id: number, body: NewsDraftBody & { version: number }) =>
  callApi(updateNewsRoute, { params: { id }, body });
export const uploadNewsImage = (id: number, version: number, file: File, onProgress: (percent: number) => void) =>
  callApi(setNewsImageRoute, { params: { id }, file, fields: { version }, onProgress });
export const removeNewsImage = (id: number, version: number) =>
  callApi(removeNewsImageRoute, { params: { id }, query: { version } });
export const publishNews = (id: number, version: number, publishAt: string | null) =>
  callApi(publishNewsRoute, { params: { id }, body: { version, publishAt } });
export const unpublishNews = (id: number, version: number) => callApi(unpublishNewsRoute, { params: { id }, body: { version } });
