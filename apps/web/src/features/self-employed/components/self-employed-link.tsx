// /lk's way to the self-employed section (decision 0034): one card, so that the profile stays as it is.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { selfEmployedTexts as t } from '@/lib/messages';
import styles from './self-employed.module.css';

export function SelfEmployedLink() {
  return (
    <Link href="/lk/self-employed" className={`card ${styles.link}`}>
      <span className={styles.title}>{t.linkTitle}</span>
      <span className={styles.muted}>{t.linkText}</span>
    </Link>
  );
}
