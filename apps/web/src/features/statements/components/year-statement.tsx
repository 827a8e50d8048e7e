'use client';
// The year's income statement (decisions 0033 and 0034): by month, what was paid out, the taxed
// income, the НДФЛ withheld, the НДФЛ the company paid on top and what was paid against НПД
// receipts — only the columns the year has — with their totals, who pays the tax, and a PDF.
import type { IncomeMonth, IncomeStatement } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FileLink } from '@/components/file-link/file-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatRoubles, moscowDay } from '@/lib/format';
import { Card, CardTitle } from '@/components/ui/card';
import { statementsTexts as t } from '../texts';
import { statementYears } from '../periods';
import { incomePdf, statementQueries } from '../queries';
import { ReceiptList } from './receipt-list';
import styles from './statements.module.css';

type Column = Exclude<keyof IncomeMonth, 'month' | 'title'>;
const COLUMNS: readonly Column[] = ['paid', 'income', 'ndflWithheld', 'ndflPaidByCompany', 'npdIncome'];

/** The columns worth a place: paid always; the others when the year has them (income only when it differs from paid). */
function columnsOf(s: IncomeStatement): Column[] {
  return COLUMNS.filter((c) =>
    c === 'paid' ? true : c === 'income' ? s.totals.income !== 0 && s.totals.income !== s.totals.paid : s.totals[c] !== 0,
  );
}

export function YearStatement() {
  const thisYear = Number(moscowDay().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const query = useQuery(statementQueries.year(year));
  const s = query.data;
  return (
    <Card className={styles.card} aria-labelledby="statement-year">
      <CardTitle as="h2" id="statement-year">
        {t.yearTitle(year)}
      </CardTitle>
      <div className={styles.actions}>
        <label className={styles.picker}>
          <span>{t.year}</span>
          <select className="input" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {statementYears(thisYear).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <FileLink file={incomePdf(year)}>{t.downloadYearPdf}</FileLink>
      </div>
      {s ? <YearTable s={s} /> : <QueryState query={query} skeleton={<Skeleton height={160} />} errorText={t.yearError} />}
    </Card>
  );
}

function YearTable({ s }: { s: IncomeStatement }) {
  const columns = columnsOf(s);
  return (
    <>
      {s.months.length === 0 ? (
        <p className={styles.muted}>{t.noPayouts(s.year)}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.columns.month}</th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {t.columns[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.title}</th>
                {columns.map((c) => (
                  <td key={c} data-label={t.columns[c]} className="nowrap">
                    {formatRoubles(m[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.total}</th>
              {columns.map((c) => (
                <td key={c} data-label={t.columns[c]} className="nowrap" data-testid={`year-total-${c}`}>
                  {formatRoubles(s.totals[c])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      )}
      <p className={styles.note}>{s.note}</p>
      {s.regime === 'self_employed' ? (
        <p className={styles.muted}>{t.selfEmployedLimit(formatRoubles(s.total), formatRoubles(s.limit))}</p>
      ) : null}
      <ReceiptList receipts={s.receipts} />
    </>
  );
}
