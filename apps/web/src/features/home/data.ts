// The home page's own calls: this month's planner and the latest notifications and news.
import {
  listNewsResponse,
  listNotificationsResponse,
  rewardsSummaryResponse,
  type ListNewsResponse,
  type ListNotificationsResponse,
  type RewardsSummaryResponse,
} from '@cabinet/contracts';
import { get } from '@/lib/api-client/client';
import { emptyOnCancel } from '@/lib/api-client/cancel';

export const LATEST_NOTIFICATIONS = 5;
export const LATEST_NEWS = 3;

export const homeKeys = {
  summary: ['rewards-summary'] as const,
  notifications: ['home', 'notifications'] as const,
  news: ['home', 'news'] as const,
};

export function getRewardsSummary(signal?: AbortSignal): Promise<RewardsSummaryResponse> {
  return get('/api/rewards/summary', { schema: rewardsSummaryResponse, signal });
}

/** A cancelled list request gives an empty list (spec §8). */
export function listLatestNotifications(signal?: AbortSignal): Promise<ListNotificationsResponse> {
  return emptyOnCancel(
    get('/api/notification/', { query: { maxResultCount: LATEST_NOTIFICATIONS }, schema: listNotificationsResponse, signal }),
    { notifications: [], totalCount: 0 },
  );
}

export function listLatestNews(signal?: AbortSignal): Promise<ListNewsResponse> {
  return emptyOnCancel(get('/api/news/', { query: { maxResultCount: LATEST_NEWS }, schema: listNewsResponse, signal }), {
    allNews: [],
    totalCount: 0,
  });
}
