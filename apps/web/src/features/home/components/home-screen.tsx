import type { ReactNode } from 'react';
import { BalanceCard } from './balance-card';
import { EarningsPlanner } from './earnings-planner';
import styles from './home.module.css';

/**
 * The home page: balance, this month's planner, and two previews the page brings from their own
 * features (the latest notifications and news).
 */
export function HomeScreen({
  notifications,
  news,
  contest,
  target,
  streak,
}: {
  notifications: ReactNode;
  news: ReactNode;
  /** The running contest and the month's personal target, from the contests feature (decision 0032). */
  contest?: ReactNode;
  target?: ReactNode;
  /** The weekly streak (docs/product.md §11.2), from the contests feature too. */
  streak?: ReactNode;
}) {
  return (
    <div className={styles.grid}>
      <BalanceCard />
      <EarningsPlanner />
      {/* Each in a half of the row: bare, a card would take one of the desktop's twelve columns. A
          member with no running contest gets an empty half, which the stylesheet hides. */}
      <div className={styles.half}>{target}</div>
      <div className={styles.half}>{streak}</div>
      <div className={styles.half}>{contest}</div>
      <div className={styles.half}>{notifications}</div>
      <div className={styles.half}>{news}</div>
    </div>
  );
}
