'use client';
// Earnings per month over the last 12 months: an SVG bar chart (a picture with a summary for screen
// readers) and the same figures as a table, which is what assistive technology reads.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryState } from '@/components/query-state/query-state';
import { formatAmount, formatPoints } from '@/lib/format';
import { balanceScreenTexts } from '@/lib/messages';
import { barHeights, monthLabel } from '../chart-geometry';
import { balanceQueries } from '../queries';
import styles from './balance.module.css';

const t = balanceScreenTexts.chart;
const MONTHS = 12;
const WIDTH = 600;
const HEIGHT = 220;
const PLOT = 160;
const TOP = 22;

export function MonthlyChart() {
  const query = useQuery(balanceQueries.monthly(MONTHS));
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const months = query.data?.months ?? [];
  const total = months.reduce((sum, m) => sum + m.earned, 0);

  return (
    <section className="card" aria-labelledby="chart-heading" aria-busy={query.isPending}>
      <div className="card-head">
        <h2 id="chart-heading" className="card-title">
          {t.heading}
        </h2>
        {query.data && total > 0 ? (
          <button
            type="button"
            className="button button-link"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t.hideTable : t.showTable}
          </button>
        ) : null}
      </div>
      <QueryState
        query={query}
        loadingText={balanceScreenTexts.loading}
        skeleton={
          <>
            <Skeleton height={HEIGHT * 0.6} radius="var(--radius-m)" />
            <Skeleton height={20} width="50%" />
          </>
        }
        errorText={t.error}
        empty={total === 0 && { title: t.empty }}
      >
        <>
          <Bars months={months} />
          <p className={styles.chartTotal}>{t.total(formatPoints(total))}</p>
          <div id={tableId} hidden={!showTable}>
            <table className={styles.table}>
              <caption>{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.month}</th>
                  <th scope="col">{t.contracts}</th>
                  <th scope="col">{t.earned}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthLabel(m.month, false).full}</th>
                    <td>{m.contractsCount}</td>
                    <td>{formatAmount(m.earned)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      </QueryState>
    </section>
  );
}

function Bars({ months }: { months: { month: string; contractsCount: number; earned: number }[] }) {
  const heights = barHeights(months, PLOT);
  const slot = WIDTH / months.length;
  const barWidth = Math.min(32, slot * 0.6);
  const summary = months.map((m) => `${monthLabel(m.month, false).full}: ${formatPoints(m.earned)}`).join('; ');
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${t.caption}. ${summary}`}>
      <line className={styles.chartAxis} x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} />
      {months.map((m, i) => {
        const h = heights[i] ?? 0;
        const x = i * slot + (slot - barWidth) / 2;
        const label = monthLabel(m.month, i === 0);
        return (
          <g key={m.month}>
            <title>{`${label.full}: ${formatPoints(m.earned)}, ${t.contracts.toLowerCase()} ${m.contractsCount}`}</title>
            <rect
              className={i === months.length - 1 ? styles.chartBarCurrent : styles.chartBar}
              x={x}
              y={TOP + PLOT - h}
              width={barWidth}
              height={h}
              rx={4}
            />
            {m.earned > 0 ? (
              <text className={styles.chartValue} x={x + barWidth / 2} y={TOP + PLOT - h - 6} textAnchor="middle">
                {compact(m.earned)}
              </text>
            ) : null}
            <text className={styles.chartLabel} x={x + barWidth / 2} y={TOP + PLOT + 18} textAnchor="middle">
              {label.short}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** 12 500 → '12,5 тыс.' so that the value fits over a narrow bar. */
function compact(value: number): string {
  return new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
