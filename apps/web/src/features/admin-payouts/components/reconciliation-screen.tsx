'use client';
// /admin/reconciliation («Сверка выплат», decision 0031): the provider, the rail, its payout balance
// with the warning before it runs out, payouts in flight, and every difference the daily
// reconciliation found between the provider's payouts and the ledger, with the order beside it.
// Every amount in roubles, as the provider's balance and its payouts are (1 балл = 1 ₽; docs/product.md
// §10.1: one unit a screen), so an order's amount reads beside the provider's in one unit.
import type { PayoutDifference, PayoutRailResponse } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { CardSection } from '@/components/admin/card-section';
import { Chip, DataTable, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { PayoutBalanceCard } from '@/components/admin/payout-balance-card';
import { StatCard, StatGrid } from '@/components/admin/stat-card';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { StatusMessage } from '@/components/status-message/status-message';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime, formatRoubles } from '@/lib/format';
import { differenceValue, payoutRailTexts, reconciliationTexts as t } from '../texts';
import { payoutQueries } from '../queries';
import styles from './payouts.module.css';

const columns: readonly Column<PayoutDifference>[] = [
  {
    key: 'order',
    header: t.columns.order,
    cell: (d) =>
      d.orderId !== null ? (
        <Link href={`/admin/withdrawals/${d.orderId}`}>№&nbsp;{d.orderId}</Link>
      ) : (
        <span>{d.providerPayoutId ? t.providerPayout(d.providerPayoutId) : t.noOrder}</span>
      ),
  },
  {
    key: 'amount',
    header: t.columns.amount,
    align: 'end',
    cell: (d) => (d.order ? formatRoubles(d.order.amount) : adminCommon.dash),
  },
  {
    key: 'status',
    header: t.columns.status,
    cell: (d) =>
      d.order ? (
        <>
          {d.order.statusText}
          {/* Our payout's state when it says more than the order's status («Выплачено» twice does not). */}
          {d.payoutStateText && d.payoutStateText !== d.order.statusText ? <div>{t.payoutState(d.payoutStateText)}</div> : null}
        </>
      ) : (
        adminCommon.dash
      ),
  },
  { key: 'what', header: t.columns.what, cell: (d) => <Chip tone="bad">{d.text}</Chip> },
  { key: 'ours', header: t.columns.ours, cell: (d) => differenceValue(d.kind, d.ours) },
  { key: 'theirs', header: t.columns.theirs, cell: (d) => differenceValue(d.kind, d.theirs) },
  { key: 'found', header: t.columns.found, cell: (d) => <span className="nowrap">{formatDateTime(d.foundAt)}</span> },
];

type Registry = PayoutRailResponse['registries'][number];

const registryColumns: readonly Column<Registry>[] = [
  { key: 'id', header: t.registryColumns.id, cell: (r) => t.registryId(r.id, r.bankRegistryId) },
  {
    key: 'state',
    header: t.registryColumns.state,
    cell: (r) => <Chip tone={r.state === 'failed' ? 'bad' : r.state === 'done' ? 'good' : 'neutral'}>{r.stateText}</Chip>,
  },
  { key: 'payouts', header: t.registryColumns.payouts, align: 'end', cell: (r) => r.payouts },
  { key: 'amount', header: t.registryColumns.amount, align: 'end', cell: (r) => formatRoubles(r.amount) },
  { key: 'error', header: t.registryColumns.error, cell: (r) => r.lastError ?? adminCommon.dash },
  {
    key: 'created',
    header: t.registryColumns.created,
    cell: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
  },
];

const RAIL_TEXT = { manual: t.manualRail, provider: t.providerRail, bank_registry: t.bankRail } as const;

function ProviderFigures({ view }: { view: PayoutRailResponse }) {
  if (!view.provider && !view.bank) {
    return <StatusMessage kind="empty" surface="card" title={t.providerHeading} text={payoutRailTexts.noProvider} />;
  }
  const payer = view.rail === 'bank_registry' ? view.bank : view.provider;
  return (
    <StatGrid label={t.providerHeading}>
      <StatCard label={t.rail} value={RAIL_TEXT[view.rail]} detail={payer?.title ?? adminCommon.dash} />
      {view.provider ? <PayoutBalanceCard balance={view.balance} /> : null}
      <StatCard label={t.inFlight} value={view.inFlight} detail={t.inFlightDetail} />
      <StatCard label={t.openDifferences} value={view.openDifferences} tone={view.openDifferences > 0 ? 'warn' : undefined} />
    </StatGrid>
  );
}

export function ReconciliationScreen() {
  const rail = useQuery(payoutQueries.rail());
  const differences = useQuery(payoutQueries.differences());
  const items = differences.data?.items ?? [];
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <QueryState
        query={rail}
        skeleton={<Skeleton height={120} radius="var(--radius-l)" />}
        errorText={t.loadError}
        surface="card"
      >
        {rail.data ? <ProviderFigures view={rail.data} /> : null}
      </QueryState>
      {/* Spaced from the differences below as the figures above are from it. */}
      {rail.data?.bank ? (
        <div className={styles.preceding}>
          <CardSection title={t.registriesHeading}>
            {rail.data.registries.length === 0 ? (
              <p>{t.registriesEmpty}</p>
            ) : (
              <DataTable
                caption={t.registriesCaption}
                columns={registryColumns}
                rows={rail.data.registries}
                rowKey={(r) => r.id}
                minWidth={760}
              />
            )}
          </CardSection>
        </div>
      ) : null}
      <CardSection title={t.differencesHeading}>
        <QueryState query={differences} skeleton={<Skeleton height={160} />} errorText={t.loadError}>
          {differences.data ? (
            items.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <DataTable caption={t.caption} columns={columns} rows={items} rowKey={(d) => d.id} minWidth={880} />
            )
          ) : null}
        </QueryState>
      </CardSection>
    </>
  );
}
