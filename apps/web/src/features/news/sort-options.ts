// The sort picker: one select over (sort, direction) pairs of the list call.
import type { NewsSort, NewsSortDirection } from '@cabinet/contracts/client';
import { newsTexts } from './texts';

interface SortOption {
  value: string;
  label: string;
  sort: NewsSort;
  sortDirection: NewsSortDirection;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'date-desc', label: newsTexts.sortDateDesc, sort: 'date', sortDirection: 'desc' },
  { value: 'date-asc', label: newsTexts.sortDateAsc, sort: 'date', sortDirection: 'asc' },
  { value: 'likes-desc', label: newsTexts.sortLikesDesc, sort: 'likes', sortDirection: 'desc' },
  { value: 'likes-asc', label: newsTexts.sortLikesAsc, sort: 'likes', sortDirection: 'asc' },
];

export const DEFAULT_SORT = SORT_OPTIONS[0]!;

/** An unknown value falls back to newest first rather than failing. */
export function sortOption(value: string): SortOption {
  return SORT_OPTIONS.find((o) => o.value === value) ?? DEFAULT_SORT;
}
