// The notifications' calls: the member's list by filter, the latest few (the home page), marking read.
import {
  listNotificationsRoute,
  readNotificationsRoute,
  type ListNotificationsQuery,
  type ListNotificationsResponse,
  type NotificationFilter,
} from '@cabinet/contracts/client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { emptyOnCancel } from '@/lib/api-client/cancel';
import { nextSkip } from '@/lib/queries/paging';
import { queryRoots } from '@/lib/queries/roots';

/** Page size 10 (product §9 names constants of 10), so that a busy month pages rather than scrolls forever. */
export const NOTIFICATIONS_PAGE = 10;
/** How many the home page previews. */
export const LATEST_NOTIFICATIONS = 5;
/** The home page's query of the latest notifications (the app server prefetches the same). */
export const LATEST_NOTIFICATIONS_QUERY = { maxResultCount: LATEST_NOTIFICATIONS } satisfies ListNotificationsQuery;

const EMPTY: ListNotificationsResponse = { notifications: [], totalCount: 0 };

/** A cancelled request gives an empty list (product §8). */
const listNotifications = (query: ListNotificationsQuery, signal: AbortSignal) =>
  emptyOnCancel(callApi(listNotificationsRoute, { query, signal }), EMPTY);

export const notificationQueries = {
  /** Every notification query: marking read makes them all stale, the home page's too. */
  all: () => queryRoots.notifications,
  list: (filter: NotificationFilter) =>
    infiniteQueryOptions({
      queryKey: [...queryRoots.notifications, 'list', filter],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        listNotifications({ category: filter, skipCount: pageParam, maxResultCount: NOTIFICATIONS_PAGE }, signal),
      getNextPageParam: (_last, pages) => nextSkip(pages, (p) => p.notifications),
    }),
  latest: () =>
    queryOptions({
      queryKey: [...queryRoots.notifications, 'latest', LATEST_NOTIFICATIONS],
      queryFn: ({ signal }) => listNotifications(LATEST_NOTIFICATIONS_QUERY, signal),
    }),
};

/** Marks the listed notifications read; without ids, all of the member's. */
export const readNotifications = (ids?: number[]) => callApi(readNotificationsRoute, { body: ids ? { ids } : {} });
