import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { withdrawTexts as t } from '@/lib/messages';
import styles from './withdraw.module.css';

/** Withdrawals need a confirmed identity document: say so and lead to the profile. */
export function IdentityNotice({ status }: { status: string }) {
  return (
    <section className={`card ${styles.card} ${styles.notice}`} aria-labelledby="identity-heading" role="region">
      <h2 id="identity-heading" className="card-title">
        {t.identityHeading}
      </h2>
      <p className={styles.text}>{t.identityText(status)}</p>
      <div>
        <Link href="/lk" className="button button-primary">
          {t.identityLink}
        </Link>
      </div>
    </section>
  );
}
