'use client';
// The documents' links of the public layout; the open page is marked (aria-current).
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { usePathname } from 'next/navigation';
import { titles } from '@/lib/texts/common';
import { publicShell as t } from '@/lib/texts/public-shell';
import { isActive } from '../menu';
import styles from './public-shell.module.css';

const LINKS = [
  { href: '/help', title: titles.help },
  { href: '/policy', title: titles.policy },
  { href: '/consent', title: titles.consent },
  { href: '/rules', title: titles.rules },
] as const;

export function PublicNav() {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label={t.documentsLabel}>
      <ul className={styles.navList}>
        {LINKS.map((link) => {
          const active = isActive(link.href, pathname);
          return (
            <li key={link.href}>
              <Link href={link.href} className={styles.navLink} aria-current={active ? 'page' : undefined}>
                {link.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
