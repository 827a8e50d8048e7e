// «Подробнее» of a line of the member's history, wherever the line is shown (the history, a month's
// statement): its page says how it was calculated and offers «Оспорить» (docs/product.md §11, §12b).
import type { HistoryEntry } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { formatDateTime } from '@/lib/format';
import { entryDetailsTexts as t } from './texts';
import styles from './entry-details-link.module.css';

export function EntryDetailsLink({ entry }: { entry: Pick<HistoryEntry, 'id' | 'title' | 'date'> }) {
  return (
    <Link
      href={`/balance/${entry.id}`}
      className={`nowrap ${styles.link}`}
      aria-label={t.detailsLabel(entry.title, formatDateTime(entry.date))}
    >
      {t.details}
    </Link>
  );
}
