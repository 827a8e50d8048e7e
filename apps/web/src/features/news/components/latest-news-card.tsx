// The home page's news preview: its card and the items, compact cards linking to /news/<id>.
// Rendered on the server when the page read the news (latest-news-preview.tsx), in the browser when
// it left them to it (latest-news.tsx).
import type { ListNewsResponse } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import own from '@/components/news/news.module.css';
import { PreviewCard, previewStyles as styles } from '@/components/preview-card/preview-card';
import type { QueryLike } from '@/components/query-state/query-state';
import { SessionImage } from '@/components/session-image/session-image';
import { Unbreakable } from '@/components/unbreakable/unbreakable';
import { formatLongDate } from '@/lib/format';
import { NEWS_PLACEHOLDER, ownImageUrl } from '@/lib/images';
import { previewTexts as t } from '@/components/preview-card/texts';
import { LATEST_NEWS } from '../queries';

type Items = ListNewsResponse['allNews'];

export function LatestNewsCard({ query, items }: { query: QueryLike; items: Items }) {
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
      <LatestNewsItems items={items} />
    </PreviewCard>
  );
}

function LatestNewsItems({ items }: { items: Items }) {
  return items.map((item) => (
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
  ));
}
