// The history's filters as the form holds them, and how they become the proxy's query.
import type { HistoryFilter } from '@cabinet/contracts/client';
import { balanceScreenTexts } from './texts';
import { validation } from '@/lib/texts/common';
import { isDateWithinBounds } from '@/lib/validation';

export interface HistoryFilters {
  category: HistoryFilter;
  /** <input type="date"> values: '' or 'YYYY-MM-DD'. */
  dateSince: string;
  dateTo: string;
  search: string;
}

export const EMPTY_FILTERS: HistoryFilters = { category: 'all', dateSince: '', dateTo: '', search: '' };

/** The proxy's query for the filters; only valid dates reach it. */
export interface HistoryQuery {
  category: HistoryFilter;
  dateSince?: string;
  dateTo?: string;
  search?: string;
}

export interface DateErrors {
  dateSince?: string;
  dateTo?: string;
}

/** Spec §5: dates between 1925-01-01 and 2099-12-31; the range must not run backwards. */
export function dateErrors(filters: Pick<HistoryFilters, 'dateSince' | 'dateTo'>): DateErrors {
  const errors: DateErrors = {};
  if (filters.dateSince && !isDateWithinBounds(filters.dateSince)) errors.dateSince = validation.dateOutOfRange;
  if (filters.dateTo && !isDateWithinBounds(filters.dateTo)) errors.dateTo = validation.dateOutOfRange;
  if (!errors.dateSince && !errors.dateTo && filters.dateSince && filters.dateTo && filters.dateSince > filters.dateTo) {
    errors.dateTo = balanceScreenTexts.history.dateOrder;
  }
  return errors;
}

/** The query to send: an invalid date is left out (its field shows why) rather than sent. */
export function toHistoryQuery(filters: HistoryFilters): HistoryQuery {
  const errors = dateErrors(filters);
  const search = filters.search.trim();
  return {
    category: filters.category,
    ...(filters.dateSince && !errors.dateSince && !errors.dateTo ? { dateSince: filters.dateSince } : {}),
    ...(filters.dateTo && !errors.dateTo ? { dateTo: filters.dateTo } : {}),
    ...(search ? { search: search.slice(0, 100) } : {}),
  };
}
