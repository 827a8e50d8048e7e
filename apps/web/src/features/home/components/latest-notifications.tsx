'use client';
// The last five notifications as compact cards; each leads to /notification.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { formatLongDateTime } from '@/lib/format';
import { homeTexts as t } from '@/lib/messages';
import { homeKeys, LATEST_NOTIFICATIONS, listLatestNotifications } from '../data';
import styles from './home.module.css';

export function LatestNotifications() {
  const query = useQuery({ queryKey: homeKeys.notifications, queryFn: ({ signal }) => listLatestNotifications(signal) });
  const items = query.data?.notifications ?? [];
  return (
    <section className={`card ${styles.half}`} aria-labelledby="home-notifications" aria-busy={query.isPending}>
      <div className={`card-head ${styles.cardHead}`}>
        <h2 id="home-notifications" className="card-title">
          {t.notificationsHeading}
        </h2>
        <Link href="/notification" className={styles.more}>
          {t.notificationsAll}
        </Link>
      </div>
      <QueryState
        query={query}
        skeleton={<SkeletonRows count={LATEST_NOTIFICATIONS} height={74} className={styles.list} />}
        errorText={t.notificationsError}
        empty={items.length === 0 && { title: t.notificationsEmpty }}
      >
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
      </QueryState>
    </section>
  );
}
