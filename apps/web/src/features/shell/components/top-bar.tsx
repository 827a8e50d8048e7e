'use client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import type { Ref } from 'react';
import { Brand } from '@/components/brand/brand';
import { Icon } from '@/components/icon/icon';
import { shell } from '../texts';
import { titles } from '@/lib/texts/common';
import { ExitButton } from './exit-button';
import { NotificationBell } from './notification-bell';
import styles from './shell.module.css';

interface TopBarProps {
  productName: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The bell's is-notification (spec §2), read by the shell (shell-queries.ts). */
  notificationsOn: boolean;
}

export function TopBar({ productName, drawerOpen, onOpenDrawer, menuButtonRef, notificationsOn }: TopBarProps) {
  return (
    <header className={styles.topBar}>
      <button
        ref={menuButtonRef}
        type="button"
        className={`${styles.iconButton} ${styles.menuButton}`}
        onClick={onOpenDrawer}
        aria-expanded={drawerOpen}
        aria-controls="sidebar"
        aria-label={shell.openMenu}
      >
        <Icon name="menu" />
      </button>
      <Link href="/" className={styles.topBrand} aria-label={titles.home}>
        <Brand name={productName} compact />
      </Link>
      <nav className={styles.docLinks} aria-label={`${titles.policy}, ${titles.rules}`}>
        <Link href="/policy">{titles.policy}</Link>
        <Link href="/rules">{titles.rules}</Link>
      </nav>
      <div className={styles.topActions}>
        <NotificationBell on={notificationsOn} />
        <ExitButton />
      </div>
    </header>
  );
}
