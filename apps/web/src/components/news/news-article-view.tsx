// A news item as members read it (/news/[id]): banner, category, date, title, the sanitised HTML and
// the like toggle. The cabinet's page and the back office's preview render this one component.
import type { NewsItem } from '@cabinet/contracts/client';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title/page-title';
import { formatLongDate } from '@/lib/format';
import { BREAKPOINTS } from '@/styles/tokens';
import { newsItemTexts } from './texts';
import { NewsImage } from './news-image';
import styles from './news-article.module.css';
import listStyles from './news.module.css';

export function NewsArticleView({
  news,
  like,
}: {
  news: Pick<NewsItem, 'title' | 'content' | 'imageUrl' | 'category' | 'publishedAt'>;
  /** The like toggle in the article's footer. */
  like: ReactNode;
}) {
  return (
    <article className={styles.article}>
      <div className={styles.banner}>
        <NewsImage url={news.imageUrl} kind="banner" sizes={`(min-width: ${BREAKPOINTS.desktop}px) 880px, 100vw`} priority />
      </div>
      <div className={styles.body}>
        <p className={listStyles.meta}>
          <span className={listStyles.chip}>
            <span className="visually-hidden">{newsItemTexts.category}: </span>
            {news.category}
          </span>
          <span>
            <span className="visually-hidden">{newsItemTexts.published}: </span>
            <time dateTime={news.publishedAt}>{formatLongDate(news.publishedAt)}</time>
          </span>
        </p>
        <PageTitle>{news.title}</PageTitle>
        <div
          className={styles.content}
          // Sanitised by the API when stored (allow-list of tags, our own images only): safe by contract.
          dangerouslySetInnerHTML={{ __html: news.content }}
        />
        <div className={styles.footer}>{like}</div>
      </div>
    </article>
  );
}
