// The foot of a paged list: how many are shown (announced), a load error, and 'Показать ещё'.
import { Button } from '@/components/ui/button';
import styles from './load-more.module.css';

interface LoadMoreProps {
  /** 'Показано 10 из 24'. */
  shownText: string;
  /** A Russian message when the next page failed, else null. */
  error: string | null;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  labels: { showMore: string; loadingMore: string };
}

export function LoadMore({ shownText, error, hasMore, loading, onMore, labels }: LoadMoreProps) {
  return (
    <div className={styles.more}>
      <p className={styles.shown} role="status">
        {shownText}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hasMore ? (
        <Button type="button" variant="secondary" disabled={loading} onClick={onMore}>
          {loading ? labels.loadingMore : labels.showMore}
        </Button>
      ) : null}
    </div>
  );
}
