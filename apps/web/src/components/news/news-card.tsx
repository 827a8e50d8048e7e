// A news card of the list as members see it: shared by the cabinet's /news (with the like call) and
// the back office's preview (with the like shown as it is).
import type { NewsCard as NewsCardData } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Unbreakable } from '@/components/unbreakable/unbreakable';
import { formatLongDate } from '@/lib/format';
import { BREAKPOINTS } from '@/styles/tokens';
import { NewsImage } from './news-image';
import styles from './news.module.css';

export function NewsCard({
  news,
  like,
  priority,
}: {
  news: Pick<NewsCardData, 'id' | 'title' | 'preview' | 'imageUrl' | 'category' | 'publishedAt'>;
  /** The like toggle in the card's footer. */
  like: ReactNode;
  priority?: boolean;
}) {
  const titleId = `news-${news.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardMedia}>
        <NewsImage
          url={news.imageUrl}
          kind="card"
          sizes={`(min-width: ${BREAKPOINTS.wide}px) 30vw, (min-width: ${BREAKPOINTS.tablet}px) 45vw, 100vw`}
          priority={priority}
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.chip}>{news.category}</span>
          <time dateTime={news.publishedAt}>{formatLongDate(news.publishedAt)}</time>
        </p>
        <h2 className={styles.cardTitle} id={titleId}>
          {/* The link covers the whole card (::after), the like button sits above it. */}
          <Link href={`/news/${news.id}`} className={styles.cardLink}>
            <Unbreakable text={news.title} />
          </Link>
        </h2>
        <p className={styles.preview}>
          <Unbreakable text={news.preview} />
        </p>
        <div className={styles.cardFooter}>{like}</div>
      </div>
    </article>
  );
}

/** Lines of text while they load, as [width, height]. */
export function LinesSkeleton({ lines }: { lines: readonly (readonly [string, number])[] }) {
  return lines.map(([width, height], i) => <Skeleton key={i} width={width} height={height} radius={6} />);
}

const CARD_LINES = [
  ['45%', 14],
  ['90%', 22],
  ['100%', 14],
  ['70%', 14],
] as const;

/** The shape of a card while the list loads, so nothing jumps when it arrives. */
export function NewsCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.cardMedia}>
        <Skeleton height="100%" radius={0} />
      </div>
      <div className={styles.cardBody}>
        <LinesSkeleton lines={CARD_LINES} />
        <Skeleton width={76} height={44} radius={999} className={styles.likeSkeleton} />
      </div>
    </div>
  );
}
