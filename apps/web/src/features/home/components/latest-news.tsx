'use client';
// The three latest news items as compact cards linking to /news/<id>.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message/status-message';
import { formatLongDate } from '@/lib/format';
import { NEWS_PLACEHOLDER, ownImageUrl } from '@/lib/images';
import { homeTexts as t } from '@/lib/messages';
import { isShownError } from '@/lib/member-queries';
import { homeKeys, LATEST_NEWS, listLatestNews } from '../data';
import styles from './home.module.css';
import { ListSkeleton } from './list-skeleton';

export function LatestNews() {
  const query = useQuery({ queryKey: homeKeys.news, queryFn: ({ signal }) => listLatestNews(signal) });
  const items = query.data?.allNews ?? [];
  return (
    <section className={`${styles.card} ${styles.half}`} aria-labelledby="home-news" aria-busy={query.isPending}>
      <div className={styles.cardHead}>
        <h2 id="home-news" className={styles.cardTitle}>
          {t.newsHeading}
        </h2>
        <Link href="/news" className={styles.more}>
          {t.newsAll}
        </Link>
      </div>
      {query.isPending ? (
        <ListSkeleton rows={LATEST_NEWS} height={98} />
      ) : isShownError(query.error) ? (
        <StatusMessage
          kind="error"
          title={t.newsError}
          action={
            <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <StatusMessage kind="empty" title={t.newsEmpty} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <Link href={`/news/${item.id}`} className={`${styles.item} ${styles.newsItem}`}>
                {/* The API's own files sit behind the session cookie, which the image optimizer does not carry. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  className={styles.newsImage}
                  src={ownImageUrl(item.imageUrl) ?? NEWS_PLACEHOLDER}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
                <span className={styles.newsText}>
                  <span className={styles.itemTitle}>{item.title}</span>
                  <span className={styles.itemText}>{item.preview}</span>
                  <span className={styles.itemMeta}>
                    {formatLongDate(item.publishedAt)} · {t.likes(item.likesCount)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
