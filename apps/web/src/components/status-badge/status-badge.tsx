// A status as a coloured pill (an order's, a dispute's): the member reads the words, the tone echoes them.
import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type StatusTone = 'info' | 'neutral' | 'muted' | 'warn' | 'good' | 'bad';

export function StatusBadge({ tone, testId, children }: { tone: StatusTone; testId?: string; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}
