// A card that previews the latest few items of a list elsewhere (the home page's notifications and
// news): a heading, a link to the whole list, the query's states, and compact linked items.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import type { ReactNode } from 'react';
import { Card, CardHead, CardTitle } from '@/components/ui/card';
import { QueryState, type QueryLike } from '../query-state/query-state';
import { SkeletonRows } from '../skeleton/skeleton';
import styles from './preview-card.module.css';

export { styles as previewStyles };

interface PreviewCardProps {
  /** The heading's id, for the section's name. */
  id: string;
  title: string;
  allHref: string;
  allText: string;
  query: QueryLike;
  /** The skeleton's shape while it loads. */
  rows: number;
  rowHeight: number;
  errorText: string;
  /** Shown when there is nothing yet; false when there is. */
  empty: string | false;
  className?: string;
  /** The items, each an <li>. */
  children: ReactNode;
}

export function PreviewCard({
  id,
  title,
  allHref,
  allText,
  query,
  rows,
  rowHeight,
  errorText,
  empty,
  className,
  children,
}: PreviewCardProps) {
  return (
    <Card className={className ?? ''} aria-labelledby={id} aria-busy={query.isPending}>
      <CardHead className={styles.head}>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        <Link href={allHref} className={styles.more}>
          {allText}
        </Link>
      </CardHead>
      <QueryState
        query={query}
        skeleton={<SkeletonRows count={rows} height={rowHeight} className={styles.list} />}
        errorText={errorText}
        empty={empty !== false && { title: empty }}
      >
        <ul className={styles.list}>{children}</ul>
      </QueryState>
    </Card>
  );
}
