'use client';
// The monthly statement (on screen and as a PDF) and the yearly income statement (decision 0034).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatAmount, formatDate, moscowDay } from '@/lib/format';
import { selfEmployedTexts as t } from '@/lib/messages';
import { selfEmployedQueries, statementPdfHref } from '../queries';
import styles from './self-employed.module.css';

const rub = (value: number) => `${formatAmount(value)}\u00a0₽`;

export function Statements() {
  const [month, setMonth] = useState(() => moscowDay().slice(0, 7));
  const statement = useQuery(selfEmployedQueries.statement(month));
  const year = Number(month.slice(0, 4));
  const income = useQuery(selfEmployedQueries.year(year));
  const s = statement.data;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="npd-documents">
      <h2 id="npd-documents" className={styles.title}>
        {t.documentsTitle}
      </h2>
      <div className={styles.actions}>
        <label className={styles.month}>
          <span>{t.month}</span>
          <input
            type="month"
            className="input"
            value={month}
            max={moscowDay().slice(0, 7)}
            onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)}
          />
        </label>
        <a className="button button-secondary" href={statementPdfHref(month)} download={`statement-${month}.pdf`}>
          {t.downloadPdf}
        </a>
      </div>
      {s ? (
        <>
          <h3 className={styles.subtitle}>
            {t.statement}: {s.title}
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>{t.accrued}</dt>
              <dd>{rub(s.accrued)}</dd>
            </div>
            <div>
              <dt>{t.clawedBack}</dt>
              <dd>{rub(s.clawedBack)}</dd>
            </div>
            <div>
              <dt>{t.paid}</dt>
              <dd>{rub(s.paid)}</dd>
            </div>
            <div>
              <dt>{t.tax}</dt>
              <dd>{rub(s.tax)}</dd>
            </div>
            <div>
              <dt>{t.debt}</dt>
              <dd>{rub(s.debt)}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{s.taxNote}</p>
        </>
      ) : (
        <QueryState query={statement} skeleton={<Skeleton height={120} />} errorText={t.error} />
      )}
      {income.data ? (
        <>
          <h3 className={styles.subtitle}>{t.yearStatement(income.data.year)}</h3>
          <p>{t.yearTotal(rub(income.data.total))}</p>
          {income.data.receipts.length === 0 ? (
            <p className={styles.muted}>{t.noReceipts}</p>
          ) : (
            <ul className={styles.receipts}>
              {income.data.receipts.map((r) => (
                <li key={r.orderId}>
                  <span>{formatDate(r.registeredAt)}</span> <span>{t.order(r.orderId)}</span>{' '}
                  <span className="nowrap">{rub(r.amount)}</span>{' '}
                  {r.url && r.receiptId ? (
                    <a href={r.url} target="_blank" rel="noreferrer">
                      {t.receipt(r.receiptId)}
                    </a>
                  ) : (
                    <span className={styles.muted}>{t.receiptPending}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
