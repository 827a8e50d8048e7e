import type { NewsSort, NewsSortDirection } from '@cabinet/contracts';

export interface NewsListParams {
  /** `all` or one of the categories. */
  category: string;
  sort: NewsSort;
  sortDirection: NewsSortDirection;
}

/** Every news query starts with 'news', so a like can patch all cached copies of an item at once. */
export const newsKeys = {
  all: ['news'] as const,
  lists: ['news', 'list'] as const,
  list: (params: NewsListParams) => ['news', 'list', params] as const,
  categories: ['news', 'categories'] as const,
  item: (id: number) => ['news', 'item', id] as const,
};
