'use client';
// The balance with its frozen amount at the top of the page, and what the quality hold keeps.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BalanceDisplay } from '@/components/balance-display/balance-display';
import { balance as balanceText } from '@/components/balance-display/texts';
import { Card } from '@/components/ui/card';
import { ButtonLink } from '@/components/ui/button';
import { balanceScreenTexts as t } from '../texts';
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
    <Card aria-label={t.balanceHeading}>
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
        <ButtonLink href="/withdraw" variant="primary">
          {t.withdraw}
        </ButtonLink>
      </div>
    </Card>
  );
}
