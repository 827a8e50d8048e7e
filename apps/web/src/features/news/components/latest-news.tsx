'use client';
// The home page's preview of the three latest news items, asked for by the browser: the page's
// server read failed or lapsed (latest-news-preview.tsx renders it then).
import { useQuery } from '@tanstack/react-query';
import { newsQueries } from '../queries';
import { LatestNewsCard } from './latest-news-card';

export function LatestNews() {
  const query = useQuery(newsQueries.latest());
  return <LatestNewsCard query={query} items={query.data?.allNews ?? []} />;
}
