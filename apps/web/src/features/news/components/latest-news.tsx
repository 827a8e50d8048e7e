'use client';
// The home page's preview: the three latest news items as compact cards linking to /news/<id>.
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import own from '@/components/news/news.module.css';
import { PreviewCard, previewStyles as styles } from '@/components/preview-card/preview-card';
import { SessionImage } from '@/components/session-image/session-image';
import { Unbreakable } from '@/components/unbreakable/unbreakable';
import { formatLongDate } from '@/lib/format';
import { NEWS_PLACEHOLDER, ownImageUrl } from '@/lib/images';
import { homeTexts as t } from '@/lib/messages';
import { LATEST_NEWS, newsQueries } from '../queries';

export function LatestNews() {
  const query = useQuery(newsQueries.latest());
  const items = query.data?.allNews ?? [];
  return (
    <PreviewCard
      id="home-news"
      title={t.newsHeading}
      allHref="/news"
      allText={t.newsAll}
      query={query}
      rows={LATEST_NEWS}
      rowHeight={98}
      errorText={t.newsError}
      empty={items.length === 0 && t.newsEmpty}
    >
      {items.map((item) => (
        <li key={item.id}>
          <Link href={`/news/${item.id}`} className={`${styles.item} ${own.previewItem}`}>
            <SessionImage
              className={own.previewImage}
              src={ownImageUrl(item.imageUrl) ?? NEWS_PLACEHOLDER}
              alt=""
              width={96}
              height={48}
            />
            <span className={own.previewText}>
              <span className={styles.itemTitle}>{item.title}</span>
              <span className={styles.itemText}>
                <Unbreakable text={item.preview} />
              </span>
              <span className={styles.itemMeta}>
                {formatLongDate(item.publishedAt)} · {t.likes(item.likesCount)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </PreviewCard>
  );
}
