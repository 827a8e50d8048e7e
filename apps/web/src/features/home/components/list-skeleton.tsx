import { Skeleton } from '@/components/skeleton/skeleton';
import styles from './home.module.css';

/** Rows shaped like the compact cards, so the card keeps its height when they arrive. */
export function ListSkeleton({ rows, height }: { rows: number; height: number }) {
  return (
    <div className={styles.list}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="var(--radius-m)" />
      ))}
    </div>
  );
}
