'use client';
// The balance with its frozen amount at the top of the page, and what the quality hold keeps.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { BalanceDisplay } from '@/components/balance-display/balance-display';
import { balance as balanceText, balanceScreenTexts as t } from '@/lib/messages';
import { formatPoints } from '@/lib/format';
import { isShownError, useBalance, usePendingAmount } from '@/lib/queries/member';
import { balanceQueries } from '../queries';
import styles from './balance.module.css';

/** `held`: the rewards «ожидает подтверждения», rendered by the page on the app server (held-rewards.tsx). */
export function BalanceSummary({ held }: { held?: ReactNode }) {
  const balance = useBalance();
  const pending = usePendingAmount();
  const debt = useQuery(balanceQueries.debt()).data?.debt ?? 0;
  return (
    <section className="card" aria-label={t.balanceHeading}>
      <BalanceDisplay
        label={t.available}
        value={balance.data?.balance}
        bold
        size="large"
        loading={balance.isPending}
        error={isShownError(balance.error) ? balanceText.loadError : null}
        frozen={{ amount: pending.data?.amount, loading: pending.isPending, error: isShownError(pending.error) }}
      />
      {debt > 0 ? <p className={styles.debt}>{t.debt(formatPoints(debt))}</p> : null}
      {held}
      <div className={styles.balanceActions}>
        <Link href="/withdraw" className="button button-primary">
          {t.withdraw}
        </Link>
      </div>
    </section>
  );
}
