// The home page's notification preview: its card and the items, each leading to /notification.
// Rendered on the server when the page read them (latest-notifications-preview.tsx), in the browser
// when it left them to it (latest-notifications.tsx).
import type { ListNotificationsResponse } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { PreviewCard, previewStyles as styles } from '@/components/preview-card/preview-card';
import type { QueryLike } from '@/components/query-state/query-state';
import { Unbreakable } from '@/components/unbreakable/unbreakable';
import { formatLongDateTime } from '@/lib/format';
import { previewTexts as t } from '@/components/preview-card/texts';
import { LATEST_NOTIFICATIONS } from '../queries';
import own from './notifications.module.css';

type Items = ListNotificationsResponse['notifications'];

export function LatestNotificationsCard({ query, items }: { query: QueryLike; items: Items }) {
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
      <LatestNotificationItems items={items} />
    </PreviewCard>
  );
}

function LatestNotificationItems({ items }: { items: Items }) {
  return items.map((n) => (
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
  ));
}
