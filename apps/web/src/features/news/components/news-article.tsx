'use client';
// /news/[id]: banner, title, date, category, the sanitised HTML, the like button and a way back.
import Link from 'next/link';
import { PageTitle } from '@/components/page-title/page-title';
import { ApiRequestError } from '@/lib/api-client/errors';
import { isShownError } from '@/lib/member-queries';
import { newsTexts } from '@/lib/messages';
import { formatLongDate } from '@/lib/format';
import { useNewsItem } from '../use-news-list';
import { LikeButton } from './like-button';
import { NewsImage } from './news-image';
import { NewsToast, useToastMessage } from './news-toast';
import { StateMessage } from './state-message';
import styles from './news-article.module.css';
import listStyles from './news.module.css';

function BackLink() {
  return (
    <Link href="/news" className={styles.back}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14.5 6l-6 6 6 6" />
      </svg>
      {newsTexts.back}
    </Link>
  );
}

/** `id` is null when the address cannot name a news item: that is "not found" without asking. */
export function NewsArticle({ id }: { id: number | null }) {
  if (id === null) return <NotFound />;
  return <LoadedArticle id={id} />;
}

function NotFound() {
  return (
    <div className={styles.page}>
      <BackLink />
      <PageTitle>{newsTexts.notFound}</PageTitle>
      <StateMessage
        title={newsTexts.notFound}
        text={newsTexts.notFoundText}
        action={
          <Link href="/news" className="button button-primary">
            {newsTexts.back}
          </Link>
        }
      />
    </div>
  );
}

function LoadedArticle({ id }: { id: number }) {
  const query = useNewsItem(id);
  const toast = useToastMessage();

  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <BackLink />
        <p className="visually-hidden" role="status">
          {newsTexts.loadingItem}
        </p>
        <div className={styles.article} aria-hidden="true">
          <div className={`${styles.banner} ${listStyles.shimmer}`} />
          <div className={styles.body}>
            <span className={`${listStyles.bar} ${listStyles.shimmer}`} style={{ width: '40%' }} />
            <span className={`${styles.titleBar} ${listStyles.shimmer}`} />
            {Array.from({ length: 5 }, (_, i) => (
              <span key={i} className={`${listStyles.bar} ${listStyles.shimmer}`} style={{ width: i === 4 ? '60%' : '100%' }} />
            ))}
          </div>
        </div>
      </div>
    );
  }

  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFound />;
    if (!isShownError(query.error)) return null;
    return (
      <div className={styles.page}>
        <BackLink />
        <StateMessage
          role="alert"
          title={newsTexts.itemLoadError}
          action={
            <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
              {newsTexts.retry}
            </button>
          }
        />
      </div>
    );
  }

  const { news } = query.data;
  return (
    <div className={styles.page}>
      <BackLink />
      <article className={styles.article}>
        <div className={styles.banner}>
          <NewsImage url={news.imageUrl} kind="banner" sizes="(min-width: 1024px) 880px, 100vw" priority />
        </div>
        <div className={styles.body}>
          <p className={listStyles.meta}>
            <span className={listStyles.chip}>
              <span className="visually-hidden">{newsTexts.category}: </span>
              {news.category}
            </span>
            <span>
              <span className="visually-hidden">{newsTexts.published}: </span>
              <time dateTime={news.publishedAt}>{formatLongDate(news.publishedAt)}</time>
            </span>
          </p>
          <PageTitle>{news.title}</PageTitle>
          <div
            className={styles.content}
            // Sanitised by the API when stored (allow-list of tags, our own images only): safe by contract.
            dangerouslySetInnerHTML={{ __html: news.content }}
          />
          <div className={styles.footer}>
            <LikeButton
              slugId={news.slugId}
              likesCount={news.likesCount}
              isLiked={news.isLiked}
              onError={toast.show}
              size="large"
            />
          </div>
        </div>
      </article>
      <NewsToast message={toast.message} onClose={toast.hide} />
    </div>
  );
}
