// A table cell's value with its column's name before it, shown only where a back-office table
// stacks into blocks of lines (below 1024 px: a phone, a tablet), where the header row is hidden.
import type { ReactNode } from 'react';
import styles from './stacked-label.module.css';

export function labelled(label: string, value: ReactNode): ReactNode {
  return (
    <>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      {value}
    </>
  );
}
