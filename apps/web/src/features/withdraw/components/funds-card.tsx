'use client';
// Available and frozen points beside the form.
import { formatPoints } from '@/lib/format';
import { Skeleton } from '@/components/skeleton/skeleton';
import { balance as balanceText } from '@/components/balance-display/texts';
import { Card } from '@/components/ui/card';
import { withdrawTexts as t } from '../texts';
import { isShownError, useBalance, usePendingAmount } from '@/lib/queries/member';
import styles from './withdraw.module.css';

export function FundsCard() {
  const balance = useBalance();
  const pending = usePendingAmount();
  return (
    <Card
      className={`${styles.card} ${styles.aside}`}
      aria-label={t.available}
      aria-busy={balance.isPending || pending.isPending}
    >
      <dl className={styles.funds}>
        <div className={styles.fund}>
          <dt>{t.available}</dt>
          <dd data-testid="withdraw-available" className={isShownError(balance.error) ? styles.fundError : undefined}>
            {balance.isPending ? (
              <Skeleton height={28} width="70%" />
            ) : isShownError(balance.error) ? (
              <span role="alert">{balanceText.loadError}</span>
            ) : (
              formatPoints(balance.data?.balance)
            )}
          </dd>
        </div>
        <div className={styles.fund}>
          <dt>{t.frozen}</dt>
          <dd data-testid="withdraw-frozen" className={isShownError(pending.error) ? styles.fundError : undefined}>
            {pending.isPending ? (
              <Skeleton height={28} width="70%" />
            ) : isShownError(pending.error) ? (
              <span role="alert">{balanceText.pendingError}</span>
            ) : (
              formatPoints(pending.data?.amount)
            )}
          </dd>
          <dd className={styles.fundHint}>{t.frozenHint}</dd>
        </div>
      </dl>
    </Card>
  );
}
