'use client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { usePathname } from 'next/navigation';
import { Icon } from '@/components/icon/icon';
import { isActive, menuItems } from '../menu';
import styles from './shell.module.css';

export function MainMenu({
  collapsed,
  supervises,
  onNavigate,
}: {
  collapsed: boolean;
  /** The member supervises a team today: «Команда» is in the menu. */
  supervises: boolean;
  onNavigate: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={styles.menu}>
      {menuItems.map((item) => {
        if (item.supervisorsOnly && !supervises) return null;
        const active = isActive(item.href, pathname);
        return (
          <li key={item.href} className={item.desktopHidden ? styles.desktopHidden : undefined}>
            <Link
              href={item.href}
              className={`${styles.menuLink} ${active ? styles.menuLinkActive : ''}`}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? item.title : undefined}
              onClick={onNavigate}
            >
              <Icon name={item.icon} variant={active ? 'filled' : 'outline'} />
              <span className={collapsed ? 'visually-hidden' : styles.menuLabel}>{item.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
