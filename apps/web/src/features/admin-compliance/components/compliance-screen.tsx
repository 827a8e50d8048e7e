'use client';
// /admin/compliance «Комплаенс» (decision 0052): for a year, the self-employed against the labour
// ministry's indicator, payouts to former employees, lost self-employed statuses with money due, and
// the contributions on individuals' pay; the whole as CSV for the accountant. Every operator reads it.
// Every amount in roubles, as the rules it is read against and the CSV count them (1 балл = 1 ₽;
// docs/product.md §10.1: one unit a screen).
import { formatPhone, NPD_INDICATOR, type ComplianceReport } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { CardSection } from '@/components/admin/card-section';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { DownloadButton } from '@/components/admin/download-button';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { formatDate, formatRoubles, moscowDay } from '@/lib/format';
import { complianceQueries, exportCompliance } from '../queries';
import { complianceTexts as t } from '../texts';
import styles from './compliance.module.css';

type Agent = ComplianceReport['npd']['agents'][number];
type Former = ComplianceReport['formerEmployees'][number];
type Lost = ComplianceReport['lostStatus'][number];
type Paid = ComplianceReport['contributions']['members'][number];

const member = (m: { fullName: string; phone: string }) => (
  <>
    {m.fullName}
    <br />
    <span className="nowrap">{formatPhone(m.phone)}</span>
  </>
);

const agentColumns: Column<Agent>[] = [
  { key: 'member', header: t.npd.columns.member, cell: member },
  { key: 'inn', header: t.npd.columns.inn, cell: (a) => a.inn },
  { key: 'months', header: t.npd.columns.months, align: 'end', cell: (a) => a.months },
  { key: 'average', header: t.npd.columns.average, align: 'end', cell: (a) => formatRoubles(a.monthlyAverage) },
  { key: 'year', header: t.npd.columns.year, align: 'end', cell: (a) => formatRoubles(a.paidLastYear) },
];
const formerColumns: Column<Former>[] = [
  { key: 'member', header: t.former.columns.member, cell: member },
  { key: 'ended', header: t.former.columns.ended, cell: (e) => (e.endedOn ? formatDate(e.endedOn) : t.former.employedNow) },
  { key: 'orders', header: t.former.columns.orders, align: 'end', cell: (e) => e.paidOrders },
  { key: 'paid', header: t.former.columns.paid, align: 'end', cell: (e) => formatRoubles(e.paid) },
  { key: 'npd', header: t.former.columns.npd, align: 'end', cell: (e) => formatRoubles(e.paidAsNpd) },
];
const lostColumns: Column<Lost>[] = [
  { key: 'member', header: t.lost.columns.member, cell: member },
  { key: 'inn', header: t.lost.columns.inn, cell: (l) => l.inn },
  { key: 'since', header: t.lost.columns.since, cell: (l) => formatDate(l.lostAt) },
  { key: 'reason', header: t.lost.columns.reason, cell: (l) => l.reasonText },
  { key: 'pending', header: t.lost.columns.pending, align: 'end', cell: (l) => formatRoubles(l.pending) },
  { key: 'available', header: t.lost.columns.available, align: 'end', cell: (l) => formatRoubles(l.available) },
];
const paidColumns: Column<Paid>[] = [
  { key: 'member', header: t.contributions.columns.member, cell: member },
  { key: 'income', header: t.contributions.columns.income, align: 'end', cell: (c) => formatRoubles(c.income) },
  {
    key: 'contributions',
    header: t.contributions.columns.contributions,
    align: 'end',
    cell: (c) => (c.contributions === null ? '—' : formatRoubles(c.contributions)),
  },
];

/** A section of the report: what it shows, then its members, or the words for none. */
function ListSection<R>({
  title,
  children,
  none,
  columns,
  rows,
  rowKey,
  minWidth,
}: {
  title: string;
  children: ReactNode;
  none: string;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  minWidth: number;
}) {
  return (
    <CardSection title={title}>
      {children}
      {rows.length === 0 ? (
        <p>{none}</p>
      ) : (
        <DataTable caption={title} columns={columns} rows={rows} rowKey={rowKey} minWidth={minWidth} />
      )}
    </CardSection>
  );
}

function Report({ r }: { r: ComplianceReport }) {
  const rates = r.contributions.rates;
  const byMember = (row: { memberId: string }) => row.memberId;
  return (
    <div className={adminStyles.cards}>
      <ListSection
        title={t.npd.heading}
        none={t.npd.none}
        columns={agentColumns}
        rows={r.npd.agents}
        rowKey={byMember}
        minWidth={620}
      >
        <p>{t.npd.rule(NPD_INDICATOR.agents, NPD_INDICATOR.months, formatRoubles(NPD_INDICATOR.monthlyIncome))}</p>
        <Notice tone={r.npd.state === 'clear' ? 'good' : 'bad'}>{t.npd.state[r.npd.state](r.npd.counted)}</Notice>
      </ListSection>
      <ListSection
        title={t.former.heading}
        none={t.former.none}
        columns={formerColumns}
        rows={r.formerEmployees}
        rowKey={byMember}
        minWidth={620}
      >
        <p>{t.former.intro}</p>
      </ListSection>
      <ListSection
        title={t.lost.heading}
        none={t.lost.none}
        columns={lostColumns}
        rows={r.lostStatus}
        rowKey={byMember}
        minWidth={720}
      >
        <p>{t.lost.intro}</p>
      </ListSection>
      <ListSection
        title={t.contributions.heading}
        none={t.contributions.none}
        columns={paidColumns}
        rows={r.contributions.members}
        rowKey={byMember}
        minWidth={480}
      >
        {rates ? (
          <p>
            {t.contributions.rates(rates.rate, formatRoubles(rates.baseLimit), rates.rateAbove)} {rates.source}.
          </p>
        ) : (
          <Notice tone="bad">{t.contributions.noRates}</Notice>
        )}
        {r.contributions.members.length > 0 && r.contributions.total !== null ? (
          <p>{t.contributions.total(formatRoubles(r.contributions.income), formatRoubles(r.contributions.total))}</p>
        ) : null}
      </ListSection>
    </div>
  );
}

export function ComplianceScreen({ thisYear }: { thisYear: number }) {
  const id = useId();
  const [year, setYear] = useState(thisYear);
  const report = useQuery(complianceQueries.report(year));
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <div className={adminStyles.cards}>
        <div className={styles.controls}>
          <label className={styles.year} htmlFor={id}>
            {t.year}
            <select id={id} className="input" value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {[thisYear, thisYear - 1, thisYear - 2].map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <DownloadButton
            download={() => exportCompliance(year)}
            fileName={`compliance-${year}-${moscowDay()}.csv`}
            label={t.exportCsv}
          />
        </div>
        <QueryState query={report} skeleton={<SkeletonRows count={4} height={80} />} errorText={t.loadError} surface="card">
          {report.data ? <Report r={report.data} /> : null}
        </QueryState>
      </div>
    </>
  );
}
