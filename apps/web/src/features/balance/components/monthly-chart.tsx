'use client';
// Earnings per month over the last 12 months: an SVG bar chart (a picture with a summary for screen
// readers) and the same figures as a table, which is what assistive technology reads.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type CSSProperties } from 'react';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryState } from '@/components/query-state/query-state';
import { formatAmount, formatPoints } from '@/lib/format';
import { Card, CardHead, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { balanceScreenTexts } from '../texts';
import { useElementWidth } from '@/lib/use-element-width';
import { barHeights, monthLabel } from '../chart-geometry';
import { balanceQueries, MONTHLY_CHART_MONTHS as MONTHS } from '../queries';
import styles from './balance.module.css';

const t = balanceScreenTexts.chart;

export function MonthlyChart() {
  const query = useQuery(balanceQueries.monthly(MONTHS));
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const months = query.data?.months ?? [];
  const total = months.reduce((sum, m) => sum + m.earned, 0);

  return (
    <Card aria-labelledby="chart-heading" aria-busy={query.isPending}>
      <CardHead>
        <CardTitle as="h2" id="chart-heading">
          {t.heading}
        </CardTitle>
        {query.data && total > 0 ? (
          <Button
            type="button"
            variant="link"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t.hideTable : t.showTable}
          </Button>
        ) : null}
      </CardHead>
      <QueryState
        query={query}
        loadingText={balanceScreenTexts.loading}
        skeleton={
          <>
            <Skeleton height={132} radius="var(--radius-m)" />
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
    </Card>
  );
}

type Month = { month: string; contractsCount: number; earned: number };

/** Below this width the bars lie down: one row per month, so that every label keeps its size. */
const UPRIGHT_MIN_WIDTH = 520;

/**
 * The bars, drawn in real pixels at the width the chart is given (1 unit of the drawing = 1 CSS
 * pixel): labels 12–13 px at every width. Values are whole numbers with spaces between thousands
 * ('3 400'), as everywhere else.
 */
function Bars({ months }: { months: Month[] }) {
  const { ref, width } = useElementWidth<HTMLDivElement>(0, { beforePaint: false });
  const summary = months.map((m) => `${monthLabel(m.month, false).full}: ${formatPoints(m.earned)}`).join('; ');
  return (
    <div ref={ref} className={styles.chartFrame}>
      {width === 0 ? (
        // Until the frame is measured (the server's HTML, the first paint): the chart's own height,
        // by a container query on the frame's width, so that nothing below moves (docs/performance.md: CLS 0).
        <div className={styles.chartPending} style={{ '--lying-height': `${months.length * ROW}px` } as CSSProperties} />
      ) : width >= UPRIGHT_MIN_WIDTH ? (
        <UprightBars months={months} width={width} label={`${t.caption}. ${summary}`} />
      ) : (
        <LyingBars months={months} width={width} label={`${t.caption}. ${summary}`} />
      )}
    </div>
  );
}

const HEIGHT = 220;
const PLOT = 160;
const TOP = 22;

function UprightBars({ months, width, label }: { months: Month[]; width: number; label: string }) {
  const heights = barHeights(months, PLOT);
  const slot = width / months.length;
  const barWidth = Math.min(32, slot * 0.6);
  return (
    <svg className={styles.chart} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label}>
      <line className={styles.chartAxis} x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} />
      {months.map((m, i) => {
        const h = heights[i] ?? 0;
        const x = i * slot + (slot - barWidth) / 2;
        const month = monthLabel(m.month, i === 0);
        return (
          <g key={m.month}>
            <title>{barTitle(m)}</title>
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
                {formatAmount(m.earned)}
              </text>
            ) : null}
            <text className={styles.chartLabel} x={x + barWidth / 2} y={TOP + PLOT + 18} textAnchor="middle">
              {month.short}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const ROW = 30;
const BAR = 16;
const LABEL_WIDTH = 58;
/** Room after the longest bar for its value ('10 000'). */
const VALUE_WIDTH = 64;

function LyingBars({ months, width, label }: { months: Month[]; width: number; label: string }) {
  const plot = Math.max(40, width - LABEL_WIDTH - VALUE_WIDTH);
  const lengths = barHeights(months, plot);
  const height = months.length * ROW;
  return (
    <svg className={styles.chart} width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <line className={styles.chartAxis} x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={0} y2={height} />
      {months.map((m, i) => {
        const length = lengths[i] ?? 0;
        const middle = i * ROW + ROW / 2;
        return (
          <g key={m.month}>
            <title>{barTitle(m)}</title>
            <text className={styles.chartLabel} x={LABEL_WIDTH - 8} y={middle} textAnchor="end" dominantBaseline="central">
              {monthLabel(m.month, i === 0 || m.month.endsWith('-01')).short}
            </text>
            <rect
              className={i === months.length - 1 ? styles.chartBarCurrent : styles.chartBar}
              x={LABEL_WIDTH}
              y={middle - BAR / 2}
              width={length}
              height={BAR}
              rx={4}
            />
            {m.earned > 0 ? (
              <text className={styles.chartValue} x={LABEL_WIDTH + length + 6} y={middle} dominantBaseline="central">
                {formatAmount(m.earned)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function barTitle(m: Month): string {
  return `${monthLabel(m.month, false).full}: ${formatPoints(m.earned)}, ${t.contracts.toLowerCase()} ${m.contractsCount}`;
}
