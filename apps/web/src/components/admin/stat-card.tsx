import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import styles from './stat-card.module.css';

/** One figure of an overview: what it is, the number, a line of detail. */
export function StatCard({ label, value, detail, tone }: { label: string; value: ReactNode; detail?: ReactNode; tone?: 'warn' }) {
  return (
    <Card as="div" className={styles.stat} data-tone={tone}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {detail ? <dd className={styles.detail}>{detail}</dd> : null}
    </Card>
  );
}

/** A row of StatCards, read as one description list. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {children}
    </dl>
  );
}
