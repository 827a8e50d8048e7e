'use client';
// /notification: the member's notifications, newest first, with the unread ones marked; opening the
// page marks the shown ones read and so turns the bell off.
import type { NotificationFilter } from '@cabinet/contracts';
import { useCallback, useId, useMemo, useState } from 'react';
import { LoadMore } from '@/components/load-more/load-more';
import { Tabs, tabId } from '@/components/tabs/tabs';
import { isShownError, useIsNotification } from '@/lib/member-queries';
import { notificationTexts } from '@/lib/messages';
import { NOTIFICATIONS_PAGE, useMarkAllRead, useMarkShownRead, useNotificationList } from '../use-notifications';
import { NotificationItem, NotificationSkeleton } from './notification-item';
import styles from './notifications.module.css';

const TABS = [
  { value: 'all', label: notificationTexts.all },
  { value: 'unread', label: notificationTexts.unread },
] as const satisfies readonly { value: NotificationFilter; label: string }[];

export function NotificationsScreen() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const ids = useId();
  const panelId = `${ids}-panel`;
  const tabPrefix = `${ids}-tab`;

  const list = useNotificationList(filter);
  const shown = useMemo(() => list.data?.pages.flatMap((p) => p.notifications) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.totalCount ?? 0;

  const markFailed = useCallback(() => setNotice({ text: notificationTexts.markFailed, error: true }), []);
  useMarkShownRead(shown, markFailed);
  const markAll = useMarkAllRead(
    () => setNotice({ text: notificationTexts.markedAll, error: false }),
    (error) => {
      if (isShownError(error)) markFailed();
    },
  );
  const bell = useIsNotification();

  let body;
  if (list.isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {notificationTexts.loading}
        </p>
        <div className={styles.list} aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <NotificationSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (list.isError && shown.length === 0) {
    body = isShownError(list.error) ? (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{notificationTexts.loadError}</p>
        <button type="button" className="button button-secondary" onClick={() => void list.refetch()}>
          {notificationTexts.retry}
        </button>
      </div>
    ) : null;
  } else if (shown.length === 0) {
    body = (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{filter === 'unread' ? notificationTexts.emptyUnread : notificationTexts.empty}</p>
        <p className={styles.stateText}>
          {filter === 'unread' ? notificationTexts.emptyUnreadHint : notificationTexts.emptyHint}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {shown.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} isNew={!item.isRead} />
            </li>
          ))}
          {list.isFetchingNextPage
            ? Array.from({ length: Math.min(NOTIFICATIONS_PAGE, total - shown.length) }, (_, i) => (
                <li key={`more-${i}`} aria-hidden="true">
                  <NotificationSkeleton />
                </li>
              ))
            : null}
        </ul>
        <LoadMore
          shownText={notificationTexts.shown(shown.length, total)}
          error={list.isError && isShownError(list.error) ? notificationTexts.loadError : null}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
          labels={notificationTexts}
        />
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Tabs
          variant="chips"
          items={TABS}
          value={filter}
          onChange={(value) => setFilter(value === 'unread' ? 'unread' : 'all')}
          label={notificationTexts.filterLabel}
          panelId={panelId}
          idPrefix={tabPrefix}
        />
        {bell.data?.message ? (
          <button type="button" className="button button-link" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {markAll.isPending ? notificationTexts.marking : notificationTexts.markAll}
          </button>
        ) : null}
      </div>
      <p className={notice?.error ? styles.noticeError : styles.notice} role="status">
        {notice?.text}
      </p>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tabPrefix, filter)} aria-busy={list.isFetching}>
        {body}
      </div>
    </div>
  );
}
