import type { ReactNode } from 'react';
import styles from './admin.module.css';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
}

/** A table of rows with a caption for screen readers; it scrolls sideways inside its card when narrow. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
}: {
  caption: string;
  /** Below this width the table scrolls inside its card instead of squeezing its columns. */
  minWidth?: number;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    // Focusable and named: a table wider than its card scrolls with the keyboard too.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} style={minWidth ? { minWidth } : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" data-align={c.align ?? 'start'}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} data-align={c.align ?? 'start'}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type ChipTone = 'neutral' | 'good' | 'bad' | 'warn' | 'info';

/** A short state in a cell: colour and words together, never colour alone. */
export function Chip({ tone = 'neutral', children }: { tone?: ChipTone; children: ReactNode }) {
  return (
    <span className={styles.chip} data-tone={tone}>
      {children}
    </span>
  );
}

/** A line saying how an action went, announced as it appears. */
export function Notice({ tone, children }: { tone: 'good' | 'bad'; children: ReactNode }) {
  return (
    <p className={styles.notice} data-tone={tone} role={tone === 'bad' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
