import { balance } from './texts';
import styles from './balance-display.module.css';

/** The gold coin of the programme's points ('б.'): drawn, so it is hidden from screen readers. */
export function CurrencyIcon({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  return (
    <span className={`${styles.coin} ${styles[size]}`} aria-hidden="true">
      {balance.coinLetter}
    </span>
  );
}
