'use client';
// /news/[id]: banner, title, date, category, the sanitised HTML, the like button and a way back.
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useEffect } from 'react';
import type { NewsItem } from '@cabinet/contracts/client';
import { LinesSkeleton } from '@/components/news/news-card';
import { NewsArticleView } from '@/components/news/news-article-view';
import styles from '@/components/news/news-article.module.css';
import { PageTitle } from '@/components/page-title/page-title';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { NotFoundMessage } from '@/components/status-message/status-message';
import { ApiRequestError } from '@/lib/api-client/errors';
import { newsTexts } from '../texts';
import { newsQueries } from '../queries';
import { LikeButton } from './like-button';
import { NewsToast, useToastMessage } from './news-toast';

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

/**
 * `id` is null when the address cannot name a news item: that is "not found" without asking.
 * `titleSuffix` (' — АГЕНТ ПЛЮС') completes the tab's title once the article is here: the page's
 * metadata names it already when the server could read it, this covers a lapsed token.
 */
export function NewsArticle({ id, titleSuffix }: { id: number | null; titleSuffix: string }) {
  if (id === null) return <NotFound />;
  return <LoadedArticle id={id} titleSuffix={titleSuffix} />;
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

function LoadedArticle({ id, titleSuffix }: { id: number; titleSuffix: string }) {
  const query = useQuery(newsQueries.item(id));
  const title = query.data?.news.title;
  useEffect(() => {
    if (title) document.title = `${title}${titleSuffix}`;
  }, [title, titleSuffix]);
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
      <NewsArticleView
        news={news}
        like={
          <LikeButton
            slugId={news.slugId}
            likesCount={news.likesCount}
            isLiked={news.isLiked}
            onError={toast.show}
            size="large"
          />
        }
      />
      <NewsToast message={toast.message} onClose={toast.hide} />
    </>
  );
}
