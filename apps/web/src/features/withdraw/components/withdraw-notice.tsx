import { IntentLink as Link } from '@/components/intent-link/intent-link';
import styles from './withdraw.module.css';

/**
 * What stands before a withdrawal and where to settle it: an identity document to confirm (the
 * profile), the rules or the consent to accept (/rules/accept), a card to add for a
 * member paid only to cards (/lk/cards).
 */
export function WithdrawNotice({ heading, text, href, link }: { heading: string; text: string; href: string; link: string }) {
  return (
    <section className={`card ${styles.card} ${styles.notice}`} aria-labelledby="withdraw-notice-heading" role="region">
      <h2 id="withdraw-notice-heading" className="card-title">
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      <div>
        <Link href={href} className="button button-primary">
          {link}
        </Link>
      </div>
    </section>
  );
}
