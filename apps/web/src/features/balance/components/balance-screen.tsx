import { BalanceSummary } from './balance-summary';
import styles from './balance.module.css';
import { HistorySection } from './history-section';
import { MonthlyChart } from './monthly-chart';

/** Мой Баланс: the balance, the monthly earnings chart and the account history. */
export function BalanceScreen() {
  return (
    <div className={styles.layout}>
      <BalanceSummary />
      <MonthlyChart />
      <HistorySection />
    </div>
  );
}
