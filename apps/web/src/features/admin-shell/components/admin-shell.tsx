'use client';
// The back office's frame: the brand, who is signed in and the sign-out, the sections' menu.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Brand } from '@/components/brand/brand';
import { adminShell as t, roleText } from '@/lib/admin-messages';
import { setupUnfinished, signOutOperator, useOperator } from '@/lib/queries/operator';
import { currentSection, navFor } from '../nav';
import styles from './admin-shell.module.css';

export function AdminShell({ productName, children }: { productName: string; children: ReactNode }) {
  const me = useOperator();
  const router = useRouter();
  const pathname = usePathname();
  const operator = me.data?.operator;
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (operator && setupUnfinished(operator)) router.replace('/admin/setup');
  }, [operator, router]);

  const leave = () => {
    setLeaving(true);
    void signOutOperator();
  };
  const section = currentSection(pathname);
  const items = operator ? navFor(operator.role) : [];
  // On a phone the menu's twenty sections would fill the first screen of every page: they fold
  // behind a button naming the section open now (admin-shell.module.css shows them from 768 px).
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#page-title">
        {t.skipToContent}
      </a>
      <header className={styles.bar}>
        <Link href="/admin">
          <Brand name={`${productName} · ${t.backOffice}`} />
        </Link>
        {operator ? (
          <div className={styles.who}>
            <span>{t.signedInAs(operator.email, roleText[operator.role])}</span>
            <Link href="/admin/setup">{t.account}</Link>
            <button type="button" className="button button-secondary" onClick={leave} disabled={leaving}>
              {t.signOut}
            </button>
          </div>
        ) : null}
      </header>
      <nav className={styles.nav} aria-label={t.navLabel}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="admin-sections"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t.menuButton(items.find((item) => item.href === section)?.label ?? null)}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <ul id="admin-sections" className={styles.navList} data-open={menuOpen}>
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.navLink}
                aria-current={section === item.href ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
