import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { balanceScreenTexts } from '../texts';
import styles from './balance.module.css';

/** The member's disputes and missing-contract claims, beside the history they are about. */
export function DisputesLink() {
  return (
    <Link href="/disputes" className={styles.disputesLink}>
      {balanceScreenTexts.history.disputes}
    </Link>
  );
}
