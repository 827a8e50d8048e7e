'use client';
import type { NotificationFilter, NotificationItem } from '@cabinet/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { memberKeys } from '@/lib/member-queries';
import { listNotifications, readNotifications } from './data';
import { notificationKeys } from './keys';
import { idsToMark } from './unread-ids';

/** Page size 10 (spec §9 names constants of 10), so that a busy month pages rather than scrolls forever. */
export const NOTIFICATIONS_PAGE = 10;

export function useNotificationList(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      listNotifications({ category: filter, skipCount: pageParam, maxResultCount: NOTIFICATIONS_PAGE }, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.notifications.length, 0);
      // An empty page (a cancelled call answers one) must not ask for the same page forever.
      return last.notifications.length > 0 && loaded < last.totalCount ? loaded : undefined;
    },
  });
}

/**
 * Opening the page marks the shown unread notifications read (and each page as 'Показать ещё'
 * brings it). The lists are not refetched at once: what was new stays marked 'Новое' during this
 * visit; they are only made stale, so the next look asks again. The bell is refetched at once.
 */
export function useMarkShownRead(shown: readonly NotificationItem[], onError: () => void) {
  const client = useQueryClient();
  const sent = useRef(new Set<number>());
  const mark = useMutation({
    mutationFn: (ids: number[]) => readNotifications(ids),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: notificationKeys.lists, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: memberKeys.isNotification });
    },
    onError: (_error, ids) => {
      // Let a later page or visit try these again.
      for (const id of ids) sent.current.delete(id);
      onError();
    },
  });
  const { mutate } = mark;

  useEffect(() => {
    const ids = idsToMark(shown, sent.current);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    mutate(ids);
  }, [shown, mutate]);
}

/** 'Отметить все прочитанными': every notification, the not yet loaded ones too. */
export function useMarkAllRead(onDone: () => void, onError: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => readNotifications(),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: notificationKeys.lists }),
        client.invalidateQueries({ queryKey: memberKeys.isNotification }),
      ]);
      onDone();
    },
    onError,
  });
}
