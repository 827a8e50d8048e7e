import type { NotificationCategory, NotificationItem as Item } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import type { RefCallback } from 'react';
import { Icon } from '@/components/icon/icon';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Unbreakable } from '@/components/unbreakable/unbreakable';
import type { IconName } from '@/components/icon/icon-paths';
import { notificationTexts } from '../texts';
import { formatLongDateTime } from '@/lib/format';
import { cabinetPath } from '../unread-ids';
import styles from './notifications.module.css';

const ICONS: Record<NotificationCategory, IconName> = {
  accrual: 'wallet',
  withdrawal: 'withdraw',
  identity: 'profile',
  news: 'news',
  system: 'bell',
};

/** One notification; unread ones carry a visible 'Новое' badge inside the heading, so it is read out too. */
export function NotificationItem({
  item,
  isNew,
  seenRef,
}: {
  item: Item;
  isNew: boolean;
  /** Tells when the member has seen it (the list marks it read then). */
  seenRef?: RefCallback<HTMLElement> | undefined;
}) {
  const href = cabinetPath(item.link);
  const titleId = `notification-${item.id}-title`;
  return (
    <article ref={seenRef} className={styles.item} data-unread={isNew} aria-labelledby={titleId}>
      <span className={styles.icon} data-category={item.category}>
        <Icon name={ICONS[item.category]} size={22} />
      </span>
      <div className={styles.content}>
        <h2 className={styles.title} id={titleId}>
          {isNew ? (
            <>
              <span className={styles.badge}>{notificationTexts.newBadge}</span>
              <span className="visually-hidden">: </span>
            </>
          ) : null}
          {/* One item of the heading's row: the badge and the title are laid out side by side. */}
          <span>
            <Unbreakable text={item.title} />
          </span>
        </h2>
        <p className={styles.body}>
          <Unbreakable text={item.body} />
        </p>
        <p className={styles.meta}>
          <time dateTime={item.createdAt}>{formatLongDateTime(item.createdAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{notificationTexts.categories[item.category]}</span>
        </p>
        {href ? (
          <Link href={href} className={styles.link} aria-describedby={titleId}>
            {notificationTexts.open}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function NotificationSkeleton() {
  return (
    <div className={styles.item} aria-hidden="true">
      <span className={styles.icon}>
        <Skeleton height="100%" radius="50%" />
      </span>
      <div className={styles.content}>
        <Skeleton width="50%" height={18} radius={6} className={styles.bar} />
        <Skeleton width="90%" height={14} radius={6} className={styles.bar} />
        <Skeleton width="35%" height={14} radius={6} className={styles.bar} />
      </div>
    </div>
  );
}
