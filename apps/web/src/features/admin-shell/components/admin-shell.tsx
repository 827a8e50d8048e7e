'use client';
// The back office's frame: the brand, who is signed in and the sign-out, the sections' menu grouped
// by an operator's jobs (nav.ts).
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { usePathname, useRouter } from 'next/navigation';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Brand } from '@/components/brand/brand';
import { Button } from '@/components/ui/button';
import { adminShell as t } from '../texts';
import { roleText } from '@/components/admin/texts';
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
  const groups = operator ? navFor(operator.role, operator.dealers !== null) : [];
  const items = groups.flatMap((group) => group.items);
  // On a phone the menu's twenty sections would fill the first screen of every page: they fold
  // behind a button naming the section open now (admin-shell.module.css shows them from the tablet
  // breakpoint).
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
            <Button type="button" variant="secondary" onClick={leave} disabled={leaving}>
              {t.signOut}
            </Button>
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
        <div id="admin-sections" className={styles.sections} data-open={menuOpen}>
          {groups.map((group) => {
            const links = (
              <ul className={styles.navList}>
                {group.items.map((item) => (
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
            );
            if (group.key === null) return <Fragment key="overview">{links}</Fragment>;
            // A group is named by its visible title: a screen reader says «Деньги, группа» before its links.
            const titleId = `admin-nav-${group.key}`;
            return (
              <div key={group.key} role="group" aria-labelledby={titleId} className={styles.group}>
                <span id={titleId} className={styles.groupTitle}>
                  {group.title}
                </span>
                {links}
              </div>
            );
          })}
        </div>
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
