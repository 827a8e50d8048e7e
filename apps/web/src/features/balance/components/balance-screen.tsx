// Мой Баланс: a server component, so that the page's frame is no part of its hydration; its parts
// that change (the balance, the chart, the history) are client components of their own.
import type { ReactNode } from 'react';
import { BalanceSummary } from './balance-summary';
import styles from './balance.module.css';
import { MonthlyChart } from './monthly-chart';

/**
 * Мой Баланс: the balance with the rewards still held, the monthly earnings chart, the personal
 * target the page brings from its own feature (decision 0032), and the account history, which the
 * page streams in.
 */
export function BalanceScreen({ target, held, history }: { target?: ReactNode; held?: ReactNode; history: ReactNode }) {
  return (
    <div className={styles.layout}>
      <BalanceSummary held={held} />
      <MonthlyChart />
      {target ? <div className={styles.wide}>{target}</div> : null}
      {history}
    </div>
  );
}
