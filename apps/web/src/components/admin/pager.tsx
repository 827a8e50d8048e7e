import { Button } from '@/components/ui/button';
import { adminCommon as t } from './texts';
import styles from './admin.module.css';

/** 'Показано 51–100 из 230' with the previous and next pages of a list paged by skip and take. */
export function Pager({
  skip,
  take,
  total,
  onSkip,
}: {
  skip: number;
  take: number;
  total: number;
  onSkip: (skip: number) => void;
}) {
  const to = Math.min(skip + take, total);
  return (
    <nav className={styles.pager} aria-label={t.paging}>
      <span role="status">{t.shown(total === 0 ? 0 : skip + 1, to, total)}</span>
      <span className={styles.actions}>
        <Button type="button" variant="secondary" disabled={skip === 0} onClick={() => onSkip(Math.max(0, skip - take))}>
          {t.previous}
        </Button>
        <Button type="button" variant="secondary" disabled={to >= total} onClick={() => onSkip(skip + take)}>
          {t.next}
        </Button>
      </span>
    </nav>
  );
}
