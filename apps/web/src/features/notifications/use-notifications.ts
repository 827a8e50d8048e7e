'use client';
import type { NotificationFilter, NotificationItem } from '@cabinet/contracts/client';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { memberQueries } from '@/lib/queries/member';
import { notificationQueries, readNotifications } from './queries';
import { idsToMark } from './unread-ids';

export const useNotificationList = (filter: NotificationFilter) => useInfiniteQuery(notificationQueries.list(filter));

/** How much of a notification must be on the screen for it to count as seen. */
const SEEN_RATIO = 0.6;
/** Notifications seen together are marked in one call. */
const BATCH_MS = 400;

/**
 * Marks read what the member has actually seen: an unread notification once most of it has been on
 * the screen (each page as 'Показать ещё' brings it, as it is scrolled into view), not everything
 * the list holds. The lists are not refetched at once: what was new stays marked 'Новое' during this
 * visit; they are only made stale, so the next look asks again. The bell is refetched at once.
 *
 * Returns a ref callback for each notification: `observe(item)` for an unread one, nothing else.
 */
export function useMarkSeenRead(
  onError: () => void,
): (item: NotificationItem) => ((element: HTMLElement | null) => void) | undefined {
  const client = useQueryClient();
  const sent = useRef(new Set<number>());
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  /** The unread notifications on the page, not yet seen: element → id. */
  const watched = useRef(new Map<Element, number>());
  /** One stable ref callback per notification, so that a re-render does not re-register it. */
  const refs = useRef(new Map<number, (element: HTMLElement | null) => () => void>());

  const mark = useMutation({
    mutationFn: (batch: number[]) => readNotifications(batch),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: notificationQueries.all(), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: memberQueries.isNotification().queryKey });
    },
    onError: (_error, batch) => {
      // Let a later look try these again.
      for (const id of batch) sent.current.delete(id);
      onError();
    },
  });
  const { mutate } = mark;

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const unread = () => [...pending.current].map((id) => ({ id, isRead: false }));
    // One call takes at most READ_IDS_MAX: more seen at once go in several.
    for (let batch = idsToMark(unread(), sent.current); batch.length > 0; batch = idsToMark(unread(), sent.current)) {
      for (const id of batch) {
        sent.current.add(id);
        pending.current.delete(id);
      }
      mutate(batch);
    }
  }, [mutate]);

  useEffect(() => {
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = watched.current.get(entry.target);
          if (id === undefined) continue;
          const rootHeight = entry.rootBounds?.height ?? window.innerHeight;
          // A notification taller than most of the screen counts once it fills most of the screen.
          const seen =
            entry.isIntersecting &&
            (entry.intersectionRatio >= SEEN_RATIO || entry.intersectionRect.height >= rootHeight * SEEN_RATIO);
          if (!seen) continue;
          watched.current.delete(entry.target);
          io.unobserve(entry.target);
          if (!sent.current.has(id)) pending.current.add(id);
        }
        if (pending.current.size > 0 && timer.current === null) timer.current = setTimeout(flush, BATCH_MS);
      },
      { threshold: [0, 0.25, 0.5, SEEN_RATIO, 0.75, 1] },
    );
    observer.current = io;
    for (const element of watched.current.keys()) io.observe(element);
    return () => {
      io.disconnect();
      observer.current = null;
      // Leaving the page: what was seen is still marked.
      flush();
    };
  }, [flush]);

  return useCallback((item: NotificationItem) => {
    if (item.isRead) return undefined;
    let ref = refs.current.get(item.id);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (!element || sent.current.has(item.id)) return () => {};
        watched.current.set(element, item.id);
        observer.current?.observe(element);
        return () => {
          watched.current.delete(element);
          observer.current?.unobserve(element);
        };
      };
      refs.current.set(item.id, ref);
    }
    return ref;
  }, []);
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
