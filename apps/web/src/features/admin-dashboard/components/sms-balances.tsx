'use client';
// The SMS providers' balances on the dashboard, with a warning below the threshold: codes stop
// when the money does (decision 0035). Nothing is shown while no provider has a balance (the log).
import { useQuery } from '@tanstack/react-query';
import { StatCard, StatGrid } from '@/components/admin/stat-card';
import { adminSignInDelivery as t } from '@/components/admin/texts';
import { formatDateTime, formatRoubles } from '@/lib/format';
import { dashboardQueries } from '../queries';

export function SmsBalances() {
  const balances = useQuery(dashboardQueries.smsBalances());
  const data = balances.data;
  if (!data || data.balances.length === 0) return null;
  return (
    <StatGrid label={t.balancesHeading}>
      {data.balances.map((b) => (
        <StatCard
          key={b.provider}
          label={`${t.balancesHeading}: ${t.provider(b.provider)}`}
          value={formatRoubles(b.balance)}
          tone={b.low ? 'warn' : undefined}
          detail={b.low ? t.balanceLow(formatRoubles(data.warningBelow)) : t.balanceDetail(formatDateTime(b.checkedAt))}
        />
      ))}
    </StatGrid>
  );
}
