'use client';
// The last five notifications as compact cards; each leads to /notification.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message/status-message';
import { formatLongDateTime } from '@/lib/format';
import { homeTexts as t } from '@/lib/messages';
import { isShownError } from '@/lib/member-queries';
import { homeKeys, LATEST_NOTIFICATIONS, listLatestNotifications } from '../data';
import styles from './home.module.css';
import { ListSkeleton } from './list-skeleton';

export function LatestNotifications() {
  const query = useQuery({ queryKey: homeKeys.notifications, queryFn: ({ signal }) => listLatestNotifications(signal) });
  const items = query.data?.notifications ?? [];
  return (
    <section className={`${styles.card} ${styles.half}`} aria-labelledby="home-notifications" aria-busy={query.isPending}>
      <div className={styles.cardHead}>
        <h2 id="home-notifications" className={styles.cardTitle}>
          {t.notificationsHeading}
        </h2>
        <Link href="/notification" className={styles.more}>
          {t.notificationsAll}
        </Link>
      </div>
      {query.isPending ? (
        <ListSkeleton rows={LATEST_NOTIFICATIONS} height={74} />
      ) : isShownError(query.error) ? (
        <StatusMessage
          kind="error"
          title={t.notificationsError}
          action={
            <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <StatusMessage kind="empty" title={t.notificationsEmpty} />
      ) : (
        <ul className={styles.list}>
          {items.map((n) => (
            <li key={n.id}>
              <Link href="/notification" className={styles.item}>
                <span className={styles.itemTop}>
                  <span className={styles.itemTitle}>{n.title}</span>
                  {n.isRead ? null : <span className={styles.unread}>{t.unread}</span>}
                </span>
                <span className={styles.itemText}>{n.body}</span>
                <span className={styles.itemMeta}>{formatLongDateTime(n.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
