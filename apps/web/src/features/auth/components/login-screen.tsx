import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Brand } from '@/components/brand/brand';
import { login } from '../texts';
import { titles } from '@/lib/texts/common';
import { publicShell } from '@/lib/texts/public-shell';
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
 */
export function LoginScreen({ productName, next, supportEmail }: LoginScreenProps) {
  return (
    <main className={styles.page}>
      <Brand name={productName} size="large" />
      <LoginForm next={next} />
      <nav className={styles.footer} aria-label={login.footerLabel}>
        <p className={styles.footerLine}>
          <Link href="/help#sign-in-sms">{login.noSms}</Link>
        </p>
        <ul className={styles.footerLinks}>
          <li>
            <Link href="/help">{titles.help}</Link>
          </li>
          <li>
            <Link href="/policy">{titles.policy}</Link>
          </li>
          <li>
            <Link href="/rules">{titles.rules}</Link>
          </li>
        </ul>
        <p className={styles.footerLine}>
          {publicShell.supportLabel} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </nav>
    </main>
  );
}
