// The payout provider's balance as a figure of an overview (/admin and /admin/reconciliation): the
// amount, when it was read, and the warning below the configured threshold (decision 0031).
import type { PayoutRailResponse } from '@cabinet/contracts/client';
import { adminPayoutBalance as t } from './texts';
import { formatDateTime, formatRoubles } from '@/lib/format';
import { StatCard } from './stat-card';

export function PayoutBalanceCard({ balance }: { balance: PayoutRailResponse['balance'] }) {
  if (!balance) return <StatCard label={t.label} value={t.unknown} detail={t.notRead} />;
  return (
    <StatCard
      label={t.label}
      value={formatRoubles(balance.amount)}
      tone={balance.low ? 'warn' : undefined}
      detail={
        <>
          {t.checked(formatDateTime(balance.checkedAt))}
          {balance.low ? <strong> {t.low(formatRoubles(balance.warningBelow))}</strong> : null}
        </>
      }
    />
  );
}
