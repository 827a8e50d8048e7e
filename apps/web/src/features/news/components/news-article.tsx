'use client';
// /news/[id]: banner, title, date, category, the sanitised HTML, the like button and a way back.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { NewsItem } from '@cabinet/contracts';
import { PageTitle } from '@/components/page-title/page-title';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { NotFoundMessage } from '@/components/status-message/status-message';
import { ApiRequestError } from '@/lib/api-client/errors';
import { newsTexts } from '@/lib/messages';
import { formatLongDate } from '@/lib/format';
import { newsQueries } from '../queries';
import { LikeButton } from './like-button';
import { LinesSkeleton } from './news-card';
import { NewsImage } from './news-image';
import { NewsToast, useToastMessage } from './news-toast';
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
      <NotFoundMessage
        surface="card"
        title={newsTexts.notFound}
        text={newsTexts.notFoundText}
        back={{ href: '/news', label: newsTexts.back }}
      />
    </div>
  );
}

const TEXT_LINES = [
  ['100%', 14],
  ['100%', 14],
  ['100%', 14],
  ['100%', 14],
  ['60%', 14],
] as const;

function ArticleSkeleton() {
  return (
    <div className={styles.article} aria-hidden="true">
      <div className={styles.banner}>
        <Skeleton height="100%" radius={0} />
      </div>
      <div className={styles.body}>
        <LinesSkeleton lines={[['40%', 14]]} />
        <Skeleton width="85%" height={32} radius={8} className={styles.titleSkeleton} />
        <LinesSkeleton lines={TEXT_LINES} />
      </div>
    </div>
  );
}

function LoadedArticle({ id }: { id: number }) {
  const query = useQuery(newsQueries.item(id));
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFound />;
  return (
    <div className={styles.page} aria-busy={query.isPending}>
      <BackLink />
      <QueryState
        query={query}
        surface="card"
        loadingText={newsTexts.loadingItem}
        skeleton={<ArticleSkeleton />}
        errorText={newsTexts.itemLoadError}
      >
        {query.data ? <Article news={query.data.news} /> : null}
      </QueryState>
    </div>
  );
}

function Article({ news }: { news: NewsItem }) {
  const toast = useToastMessage();
  return (
    <>
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
    </>
  );
}
