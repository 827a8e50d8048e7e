'use client';
// The three latest news items as compact cards linking to /news/<id>.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { formatLongDate } from '@/lib/format';
import { NEWS_PLACEHOLDER, ownImageUrl } from '@/lib/images';
import { homeTexts as t } from '@/lib/messages';
import { homeKeys, LATEST_NEWS, listLatestNews } from '../data';
import styles from './home.module.css';

export function LatestNews() {
  const query = useQuery({ queryKey: homeKeys.news, queryFn: ({ signal }) => listLatestNews(signal) });
  const items = query.data?.allNews ?? [];
  return (
    <section className={`card ${styles.half}`} aria-labelledby="home-news" aria-busy={query.isPending}>
      <div className={`card-head ${styles.cardHead}`}>
        <h2 id="home-news" className="card-title">
          {t.newsHeading}
        </h2>
        <Link href="/news" className={styles.more}>
          {t.newsAll}
        </Link>
      </div>
      <QueryState
        query={query}
        skeleton={<SkeletonRows count={LATEST_NEWS} height={98} className={styles.list} />}
        errorText={t.newsError}
        empty={items.length === 0 && { title: t.newsEmpty }}
      >
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
      </QueryState>
    </section>
  );
}
