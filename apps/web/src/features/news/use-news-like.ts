'use client';
// Like/unlike with an immediate count change (optimistic), rolled back when the call fails. A plain
// async function over the query cache rather than TanStack's useMutation: the like changes no state
// of its own, only cached answers, and the mutation observer was 1 kB of /news's first load
// (the budget of 35 kB above an empty page, docs/performance.md).
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { GetNewsItemResponse, ListNewsResponse } from '@cabinet/contracts/client';
import { useRef } from 'react';
import { isShownError } from '@/lib/queries/member';
import { newsTexts } from './texts';
import { patchItem, patchList, patchListPages, toggledLike, type LikeState } from './like-cache';
import { newsQueries, setNewsLike } from './queries';

function applyEverywhere(client: QueryClient, slugId: string, state: LikeState) {
  client.setQueriesData<InfiniteData<ListNewsResponse>>({ queryKey: newsQueries.lists() }, (data) =>
    patchListPages(data, slugId, state),
  );
  client.setQueryData(newsQueries.latest().queryKey, (data) => patchList(data, slugId, state));
  client.setQueriesData<GetNewsItemResponse>({ queryKey: newsQueries.items() }, (data) => patchItem(data, slugId, state));
}

/**
 * `toggle(slugId, current)` — `current` is what the member sees before the click. One call at a time
 * per button: answers of overlapping toggles could arrive out of order. `onError` receives the
 * Russian message to show; the count is already back as it was.
 */
export function useNewsLike(onError: (message: string) => void) {
  const client = useQueryClient();
  const pending = useRef(false);
  return async function toggle(slugId: string, current: LikeState) {
    if (pending.current) return;
    pending.current = true;
    // A list refetch landing now would overwrite the optimistic count with the old one.
    await client.cancelQueries({ queryKey: newsQueries.all() });
    const snapshot: [QueryKey, unknown][] = client.getQueriesData({ queryKey: newsQueries.all() });
    applyEverywhere(client, slugId, toggledLike(current));
    try {
      // The server's count includes other members' likes made meanwhile.
      applyEverywhere(client, slugId, await setNewsLike(slugId, !current.isLiked));
    } catch (error) {
      for (const [key, data] of snapshot) client.setQueryData(key, data);
      if (isShownError(error)) onError(current.isLiked ? newsTexts.unlikeFailed : newsTexts.likeFailed);
    } finally {
      pending.current = false;
    }
  };
}
