// The history's lines while they load: shown by the section itself, and by the page while the
// section's own chunk arrives (so it lives apart from that chunk).
import { Skeleton } from '@/components/skeleton/skeleton';
import styles from './balance.module.css';

export function HistorySkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.entry}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={18} width={80} />
          <Skeleton height={14} width="40%" />
        </div>
      ))}
    </div>
  );
}
