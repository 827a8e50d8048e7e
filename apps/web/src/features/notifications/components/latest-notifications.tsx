'use client';
// The home page's preview: the last five notifications; each leads to /notification.
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { PreviewCard, previewStyles as styles } from '@/components/preview-card/preview-card';
import { Unbreakable } from '@/components/unbreakable/unbreakable';
import { formatLongDateTime } from '@/lib/format';
import { homeTexts as t } from '@/lib/messages';
import { LATEST_NOTIFICATIONS, notificationQueries } from '../queries';
import own from './notifications.module.css';

export function LatestNotifications() {
  const query = useQuery(notificationQueries.latest());
  const items = query.data?.notifications ?? [];
  return (
    <PreviewCard
      id="home-notifications"
      title={t.notificationsHeading}
      allHref="/notification"
      allText={t.notificationsAll}
      query={query}
      rows={LATEST_NOTIFICATIONS}
      rowHeight={74}
      errorText={t.notificationsError}
      empty={items.length === 0 && t.notificationsEmpty}
    >
      {items.map((n) => (
        <li key={n.id}>
          <Link href="/notification" className={styles.item}>
            <span className={styles.itemTop}>
              <span className={styles.itemTitle}>
                <Unbreakable text={n.title} />
              </span>
              {n.isRead ? null : <span className={own.badge}>{t.unread}</span>}
            </span>
            <span className={styles.itemText}>
              <Unbreakable text={n.body} />
            </span>
            <span className={styles.itemMeta}>{formatLongDateTime(n.createdAt)}</span>
          </Link>
        </li>
      ))}
    </PreviewCard>
  );
}
