// Spec §2 "Balance display": a value with an optional label, bold flag, icon position, currency
// abbreviation flag and loading state; an error text; an optional frozen amount with its own states.
import { formatAmount, formatPoints } from '@/lib/points-format';
import { balance as text } from './texts';
import { Spinner } from '../spinner/spinner';
import styles from './balance-display.module.css';
import { CurrencyIcon } from './currency-icon';

interface FrozenAmount {
  amount: number | null | undefined;
  loading?: boolean;
  error?: boolean;
}

interface BalanceDisplayProps {
  value: number | null | undefined;
  label?: string;
  bold?: boolean;
  iconPosition?: 'left' | 'right';
  /** Shows 'б.' after the amount; without it the coin alone says the currency (to sight). */
  showCurrency?: boolean;
  loading?: boolean;
  /** Shown in red instead of the amount (product §4 "error (red message)"). */
  error?: string | null;
  frozen?: FrozenAmount;
  size?: 'small' | 'medium' | 'large';
}

export function BalanceDisplay({
  value,
  label,
  bold = false,
  iconPosition = 'left',
  showCurrency = true,
  loading = false,
  error = null,
  frozen,
  size = 'medium',
}: BalanceDisplayProps) {
  return (
    <div className={`${styles.balance} ${styles[size]}`}>
      {label ? <span className={styles.label}>{label}</span> : null}
      <span className={styles.row}>
        {loading ? (
          <Spinner label={text.loading} />
        ) : error ? (
          <span className={styles.error} role="alert">
            {error}
          </span>
        ) : (
          <>
            {iconPosition === 'left' ? <CurrencyIcon size={size} /> : null}
            <span className={`${styles.amount} ${bold ? styles.bold : ''}`} data-testid="balance-amount">
              {showCurrency ? (
                formatPoints(value)
              ) : (
                <>
                  {formatAmount(value)}
                  <span className="visually-hidden">{`\u00a0${text.currency}`}</span>
                </>
              )}
            </span>
            {iconPosition === 'right' ? <CurrencyIcon size={size} /> : null}
          </>
        )}
      </span>
      {frozen ? <Frozen {...frozen} /> : null}
    </div>
  );
}

/** Spec §4 "Frozen amount: loading (spinner in parentheses), error, shown amount". */
function Frozen({ amount, loading, error }: FrozenAmount) {
  if (loading) {
    return (
      <span className={styles.frozen}>
        ( <Spinner size="small" label={text.loading} /> )
      </span>
    );
  }
  if (error) return <span className={`${styles.frozen} ${styles.frozenError}`}>{text.frozenError}</span>;
  return (
    <span className={styles.frozen} data-testid="frozen-amount">
      ({text.frozen} {formatPoints(amount)})
    </span>
  );
}
