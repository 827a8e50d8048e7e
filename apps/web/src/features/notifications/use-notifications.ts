'use client';
import type { NotificationFilter, NotificationItem } from '@cabinet/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { memberQueries } from '@/lib/queries/member';
import { notificationQueries, readNotifications } from './queries';
import { idsToMark } from './unread-ids';

export const useNotificationList = (filter: NotificationFilter) => useInfiniteQuery(notificationQueries.list(filter));

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
      void client.invalidateQueries({ queryKey: notificationQueries.all(), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: memberQueries.isNotification().queryKey });
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
        client.invalidateQueries({ queryKey: notificationQueries.all() }),
        client.invalidateQueries({ queryKey: memberQueries.isNotification().queryKey }),
      ]);
      onDone();
    },
    onError,
  });
}
