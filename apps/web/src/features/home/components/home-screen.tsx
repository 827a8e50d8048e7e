import { BalanceCard } from './balance-card';
import { EarningsPlanner } from './earnings-planner';
import { LatestNews } from './latest-news';
import { LatestNotifications } from './latest-notifications';
import styles from './home.module.css';

/** The home page: balance, this month's planner, the latest notifications and news. */
export function HomeScreen() {
  return (
    <div className={styles.grid}>
      <BalanceCard />
      <EarningsPlanner />
      <LatestNotifications />
      <LatestNews />
    </div>
  );
}
