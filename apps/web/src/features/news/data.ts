// The news screen's calls; its content is issue 5.
import { listNewsResponse, type listNewsQuery, type ListNewsResponse } from '@cabinet/contracts';
import type { z } from 'zod';
import { get } from '@/lib/api-client/client';
import { emptyOnCancel } from '@/lib/api-client/cancel';

const EMPTY: ListNewsResponse = { allNews: [], totalCount: 0 };

/** A cancelled request gives an empty list (spec §8). */
export function listNews(query: Partial<z.output<typeof listNewsQuery>>, signal?: AbortSignal): Promise<ListNewsResponse> {
  return emptyOnCancel(get('/api/news/', { query: { ...query }, schema: listNewsResponse, signal }), EMPTY);
}
