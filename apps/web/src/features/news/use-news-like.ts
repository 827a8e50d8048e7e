'use client';
// Like/unlike with an immediate count change (optimistic), rolled back when the call fails.
import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { GetNewsItemResponse, ListNewsResponse } from '@cabinet/contracts/client';
import { isShownError } from '@/lib/queries/member';
import { newsTexts } from '@/lib/messages';
import { patchItem, patchList, patchListPages, toggledLike, type LikeState } from './like-cache';
import { newsQueries, setNewsLike } from './queries';

interface Variables {
  slugId: string;
  /** What the member sees before the click. */
  current: LikeState;
}

type Snapshot = [QueryKey, unknown][];

function applyEverywhere(client: ReturnType<typeof useQueryClient>, slugId: string, state: LikeState) {
  client.setQueriesData<InfiniteData<ListNewsResponse>>({ queryKey: newsQueries.lists() }, (data) =>
    patchListPages(data, slugId, state),
  );
  client.setQueryData(newsQueries.latest().queryKey, (data) => patchList(data, slugId, state));
  client.setQueriesData<GetNewsItemResponse>({ queryKey: newsQueries.items() }, (data) => patchItem(data, slugId, state));
}

/** `onError` receives the Russian message to show; the count is already back as it was. */
export function useNewsLike(onError: (message: string) => void) {
  const client = useQueryClient();
  return useMutation<LikeState, unknown, Variables, { snapshot: Snapshot }>({
    mutationFn: ({ slugId, current }) => setNewsLike(slugId, !current.isLiked),
    onMutate: async ({ slugId, current }) => {
      // A list refetch landing now would overwrite the optimistic count with the old one.
      await client.cancelQueries({ queryKey: newsQueries.all() });
      const snapshot: Snapshot = client.getQueriesData({ queryKey: newsQueries.all() });
      applyEverywhere(client, slugId, toggledLike(current));
      return { snapshot };
    },
    onSuccess: (answer, { slugId }) => {
      // The server's count includes other members' likes made meanwhile.
      applyEverywhere(client, slugId, answer);
    },
    onError: (error, { current }, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      if (isShownError(error)) onError(current.isLiked ? newsTexts.unlikeFailed : newsTexts.likeFailed);
    },
  });
}
