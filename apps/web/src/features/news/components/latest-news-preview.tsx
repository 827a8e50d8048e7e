// The home page's preview of the three latest news items. Read by the page on the app server, the
// cards are a server component: their text never changes after the first paint, and the browser
// neither renders nor hydrates their code (decision 0038); a later visit renders them afresh.
// Without the page's answer the browser asks, as before.
import type { ListNewsResponse } from '@cabinet/contracts/client';
import { settledQuery } from '@/components/query-state/settled-query';
import { LatestNewsFallback } from './latest-news-fallback';
import { LatestNewsCard } from './latest-news-card';

export function LatestNewsPreview({ answer }: { answer: ListNewsResponse | null }) {
  return answer ? <LatestNewsCard query={settledQuery(answer)} items={answer.allNews} /> : <LatestNewsFallback />;
}
