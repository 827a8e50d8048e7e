import Link from 'next/link';
import { Brand } from '@/components/brand/brand';
import { login, publicShell, titles } from '@/lib/messages';
import { LoginForm } from './login-form';
import styles from './login.module.css';

interface LoginScreenProps {
  productName: string;
  /** Where to go once signed in. */
  next: string | null;
  /** SUPPORT_EMAIL: a member whose SMS does not come can write before signing in. */
  supportEmail: string;
}

/**
 * The sign-in page outside the cabinet's layout: the brand, the phone → code form, and under it the
 * help's sign-in answers, the programme's documents and the support e-mail, all readable signed out.
 * The documents' links are not prefetched: whoever opens this page came to sign in, and fetching the
 * three documents in advance cost a phone six requests and the main thread while the form came alive.
 */
export function LoginScreen({ productName, next, supportEmail }: LoginScreenProps) {
  return (
    <main className={styles.page}>
      <Brand name={productName} size="large" />
      <LoginForm next={next} />
      <nav className={styles.footer} aria-label={login.footerLabel}>
        <p className={styles.footerLine}>
          <Link href="/help#sign-in-sms" prefetch={false}>{login.noSms}</Link>
        </p>
        <ul className={styles.footerLinks}>
          <li>
            <Link href="/help" prefetch={false}>{titles.help}</Link>
          </li>
          <li>
            <Link href="/policy" prefetch={false}>{titles.policy}</Link>
          </li>
          <li>
            <Link href="/rules" prefetch={false}>{titles.rules}</Link>
          </li>
        </ul>
        <p className={styles.footerLine}>
          {publicShell.supportLabel} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </nav>
    </main>
  );
}
