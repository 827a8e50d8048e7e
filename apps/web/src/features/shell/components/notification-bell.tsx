'use client';
// Spec §2: the bell in the top bar, on or off by the is-notification call; it opens /notification.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Icon } from '@/components/icon/icon';
import { shell } from '../texts';
import styles from './shell.module.css';

export function NotificationBell({ on }: { on: boolean }) {
  const label = on ? shell.notificationsOn : shell.notificationsOff;
  return (
    <Link href="/notification" className={styles.iconButton} aria-label={label} title={label} data-state={on ? 'on' : 'off'}>
      <Icon name={on ? 'bell' : 'bellOff'} variant={on ? 'filled' : 'outline'} />
      {on ? <span className={styles.bellDot} aria-hidden="true" /> : null}
    </Link>
  );
}
