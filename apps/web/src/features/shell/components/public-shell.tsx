// The light layout of the pages a visitor may read without signing in (help, policy, rules): the
// brand, the way to sign in, the documents' links and the support e-mail. No menu, no balance.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import type { ReactNode } from 'react';
import { Brand } from '@/components/brand/brand';
import { publicShell as t } from '@/lib/texts/public-shell';
import { ButtonLink } from '@/components/ui/button';
import { PublicNav } from './public-nav';
import { shell } from '../texts';
import skip from './skip-link.module.css';
import styles from './public-shell.module.css';

interface PublicShellProps {
  productName: string;
  supportEmail: string;
  children: ReactNode;
}

export function PublicShell({ productName, supportEmail, children }: PublicShellProps) {
  return (
    <div className={styles.page}>
      <a href="#page-title" className={skip.skipLink}>
        {shell.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href="/login" className={styles.brandLink} aria-label={`${productName}. ${t.toSignIn}`}>
            <Brand name={productName} responsive />
          </Link>
          <ButtonLink href="/login" variant="primary" size="compact" className={styles.signIn}>
            {t.signIn}
          </ButtonLink>
        </div>
        <PublicNav />
      </header>
      <main className={styles.content}>{children}</main>
      <footer className={styles.footer}>
        <p>
          {t.supportLabel} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </footer>
    </div>
  );
}
