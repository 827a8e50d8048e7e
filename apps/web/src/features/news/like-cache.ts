// Pure patches of cached news answers, so one like shows at once on every list and item page that
// holds the same item (they are matched by slugId, the address of likes).
import type { GetNewsItemResponse, ListNewsResponse } from '@cabinet/contracts/client';
import type { InfiniteData } from '@tanstack/react-query';

export interface LikeState {
  likesCount: number;
  isLiked: boolean;
}

/** The state right after a click: toggled, with the count moved by one (never below zero). */
export function toggledLike(state: LikeState): LikeState {
  return state.isLiked
    ? { isLiked: false, likesCount: Math.max(0, state.likesCount - 1) }
    : { isLiked: true, likesCount: state.likesCount + 1 };
}

/** One page of cards (the home page's latest news). */
export function patchList(data: ListNewsResponse | undefined, slugId: string, state: LikeState): ListNewsResponse | undefined {
  if (!data || !data.allNews.some((card) => card.slugId === slugId)) return data;
  return { ...data, allNews: data.allNews.map((card) => (card.slugId === slugId ? { ...card, ...state } : card)) };
}

/** Every loaded page of an infinite list (the news screen). */
export function patchListPages(
  data: InfiniteData<ListNewsResponse> | undefined,
  slugId: string,
  state: LikeState,
): InfiniteData<ListNewsResponse> | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => patchList(page, slugId, state)!);
  return pages.some((page, i) => page !== data.pages[i]) ? { ...data, pages } : data;
}

export function patchItem(
  data: GetNewsItemResponse | undefined,
  slugId: string,
  state: LikeState,
): GetNewsItemResponse | undefined {
  if (!data || data.news.slugId !== slugId) return data;
  return { news: { ...data.news, ...state } };
}
