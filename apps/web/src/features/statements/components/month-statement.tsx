'use client';
// The month's statement (decisions 0033 and 0034): accrued, clawed back, adjusted, paid, the tax —
// the НДФЛ withheld from an individual's payouts, the НПД of a self-employed member's receipts —
// and the debt, with who pays the tax in plain Russian; then every line of the month's history
// between the opening and the closing balance. The same as a PDF.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EntryDetailsLink } from '@/components/entry-details-link/entry-details-link';
import { FileLink } from '@/components/file-link/file-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDate, formatMonth, formatRoubles, moscowDay } from '@/lib/format';
import { Card, CardTitle } from '@/components/ui/card';
import { statementsTexts as t } from '../texts';
import { statementMonths } from '../periods';
import { statementPdf, statementQueries } from '../queries';
import { ReceiptList } from './receipt-list';
import styles from './statements.module.css';

export function MonthStatement({ initial }: { initial?: string | undefined }) {
  const thisMonth = moscowDay().slice(0, 7);
  const [month, setMonth] = useState(() =>
    initial && statementMonths(thisMonth).some((m) => m.value === initial) ? initial : thisMonth,
  );
  const statement = useQuery(statementQueries.month(month));
  const s = statement.data;
  return (
    <Card className={styles.card} aria-labelledby="statement-month">
      <CardTitle as="h2" id="statement-month">
        {s ? t.monthTitleOf(formatMonth(s.month)) : t.monthTitle}
      </CardTitle>
      <div className={styles.actions}>
        <label className={styles.picker}>
          <span>{t.month}</span>
          <select className="input" value={month} onChange={(e) => setMonth(e.target.value)}>
            {statementMonths(thisMonth).map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        <FileLink file={statementPdf(month)}>{t.downloadPdf}</FileLink>
      </div>
      {s ? (
        <>
          <dl className={styles.facts}>
            <Fact label={t.accrued} value={s.accrued} />
            <Fact label={t.clawedBack} value={s.clawedBack} />
            {s.adjusted !== 0 ? <Fact label={t.adjusted} value={s.adjusted} /> : null}
            <Fact label={t.paid} value={s.paid} />
            {s.ndflWithheld > 0 ? <Fact label={t.toBank} value={s.paidToBank} minor /> : null}
            <Fact label={t.tax} value={s.tax} testId="statement-tax" />
            {s.ndflPaidByCompany > 0 ? <Fact label={t.ndflPaidByCompany} value={s.ndflPaidByCompany} /> : null}
            <Fact label={t.debt} value={s.debt} />
          </dl>
          <p className={styles.note} data-testid="statement-tax-note">
            {s.taxNote}
          </p>
          <dl className={styles.facts}>
            <Fact label={t.openingBalance} value={s.openingBalance} testId="statement-opening" />
            <Fact label={t.closingBalance} value={s.closingBalance} testId="statement-closing" />
          </dl>
          <details className={styles.lines}>
            <summary>{t.lines(s.lines.length)}</summary>
            {s.lines.length === 0 ? (
              <p className={styles.muted}>{t.noLines}</p>
            ) : (
              <ul className={styles.receipts}>
                {s.lines.map((line) => (
                  <li key={line.id} className={styles.line}>
                    <span className={styles.muted}>{formatDate(line.date)}</span> <span>{line.title}</span>{' '}
                    <span className="nowrap">
                      {line.amount > 0 ? '+' : line.amount < 0 ? '−' : ''}
                      {formatRoubles(Math.abs(line.amount))}
                    </span>
                    <span className={styles.muted}>
                      {line.description} · {line.status}
                    </span>
                    <EntryDetailsLink entry={line} />
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.note}>{t.balanceNote}</p>
          </details>
          <ReceiptList receipts={s.receipts} />
        </>
      ) : (
        <QueryState query={statement} skeleton={<Skeleton height={160} />} errorText={t.error} />
      )}
    </Card>
  );
}

function Fact({ label, value, minor, testId }: { label: string; value: number; minor?: boolean; testId?: string }) {
  return (
    <div className={minor ? styles.minor : undefined}>
      <dt>{label}</dt>
      <dd className="nowrap" data-testid={testId}>
        {formatRoubles(value)}
      </dd>
    </div>
  );
}
