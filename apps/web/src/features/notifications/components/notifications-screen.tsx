'use client';
// /notification: the member's notifications, newest first, with the unread ones marked; each is
// marked read once the member has seen it on the screen (the page says so), and the bell goes out
// when none is left unread.
import type {
  ListNotificationsResponse,
  NotificationFilter,
  NotificationItem as NotificationItemData,
} from '@cabinet/contracts/client';
import { useCallback, useState } from 'react';
import { PagedQueryList, type PagedListConfig } from '@/components/query-state/paged-query-list';
import { TabPanel, Tabs, useTabIds } from '@/components/tabs/tabs';
import { isShownError, useIsNotification } from '@/lib/queries/member';
import { Button } from '@/components/ui/button';
import { notificationTexts } from '../texts';
import { NOTIFICATIONS_PAGE } from '../queries';
import { useMarkAllRead, useMarkSeenRead, useNotificationList } from '../use-notifications';
import { NotificationItem, NotificationSkeleton } from './notification-item';
import styles from './notifications.module.css';

const TABS = [
  { value: 'all', label: notificationTexts.all },
  { value: 'unread', label: notificationTexts.unread },
] as const satisfies readonly { value: NotificationFilter; label: string }[];

const LIST: PagedListConfig<ListNotificationsResponse, NotificationItemData> = {
  pageItems: (page) => page.notifications,
  itemKey: (item) => item.id,
  pageSize: NOTIFICATIONS_PAGE,
  skeleton: { item: <NotificationSkeleton />, firstPage: 5 },
  layout: { list: styles.list },
};

export function NotificationsScreen() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const ids = useTabIds();

  const list = useNotificationList(filter);

  const markFailed = useCallback(() => setNotice({ text: notificationTexts.markFailed, error: true }), []);
  const seenRef = useMarkSeenRead(markFailed);
  const markAll = useMarkAllRead(
    () => setNotice({ text: notificationTexts.markedAll, error: false }),
    (error) => {
      if (isShownError(error)) markFailed();
    },
  );
  const bell = useIsNotification();

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Tabs
          variant="chips"
          items={TABS}
          value={filter}
          onChange={(value) => setFilter(value === 'unread' ? 'unread' : 'all')}
          label={notificationTexts.filterLabel}
          ids={ids}
        />
        {bell.data?.message ? (
          <Button type="button" variant="link" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {markAll.isPending ? notificationTexts.marking : notificationTexts.markAll}
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>{notificationTexts.seenHint}</p>
      <p className={notice?.error ? styles.noticeError : styles.notice} role="status">
        {notice?.text}
      </p>
      <TabPanel ids={ids} value={filter} busy={list.isFetching}>
        <PagedQueryList
          query={list}
          texts={notificationTexts}
          config={LIST}
          empty={
            filter === 'unread'
              ? { title: notificationTexts.emptyUnread, text: notificationTexts.emptyUnreadHint }
              : { title: notificationTexts.empty, text: notificationTexts.emptyHint }
          }
        >
          {(item) => <NotificationItem item={item} isNew={!item.isRead} seenRef={seenRef(item)} />}
        </PagedQueryList>
      </TabPanel>
    </div>
  );
}
