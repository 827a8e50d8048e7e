// Rewards «ожидает подтверждения» under the programme's quality hold (docs/product.md «Удержание
// начислений»), as the page read them on the app server: the total and the day each part becomes
// available. Nothing in it changes until the page is read again, so it is HTML only, no script;
// the days past the first few fold into a native disclosure.
import type { HeldRewards } from '@cabinet/contracts/client';
import { countRu } from '@cabinet/contracts/client';
import { formatDate, formatPoints } from '@/lib/format';
import { balanceScreenTexts } from '../texts';
import styles from './balance.module.css';

const t = balanceScreenTexts.held;
/** Days listed before «Ещё N дат»: a busy agent's month of holds would push the balance's button far down. */
const SHOWN_DAYS = 3;

function Days({ days }: { days: HeldRewards['days'] }) {
  return (
    <ul className={styles.heldDays}>
      {days.map((d) => (
        <li key={d.availableOn}>
          <span>{t.day(formatDate(d.availableOn), countRu(d.contracts, t.contractWords))}</span>
          <span className={styles.heldAmount}>{formatPoints(d.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Nothing without held rewards, and nothing when their read failed: the balance above is what counts. */
export function HeldRewardsPart({ held }: { held: HeldRewards | null }) {
  if (!held || held.amount === 0) return null;
  const rest = held.days.slice(SHOWN_DAYS);
  return (
    <div className={styles.held} data-testid="held-rewards">
      <p className={styles.heldTotal}>{t.total(formatPoints(held.amount))}</p>
      <Days days={held.days.slice(0, SHOWN_DAYS)} />
      {rest.length > 0 ? (
        <details className={styles.heldMore}>
          <summary>{t.more(countRu(rest.length, t.dateWords))}</summary>
          <Days days={rest} />
        </details>
      ) : null}
      <p className={styles.heldHint}>{t.hint}</p>
    </div>
  );
}
