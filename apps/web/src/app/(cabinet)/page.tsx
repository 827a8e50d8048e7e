import {
  getPassportDataRoute,
  listMemberContestsRoute,
  listNewsRoute,
  listNotificationsRoute,
  memberStreakRoute,
  memberTargetRoute,
  rewardsSummaryRoute,
} from '@cabinet/contracts';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { RunningContestCard } from '@/features/contests/components/running-contest-card';
import { StreakCard } from '@/features/contests/components/streak-card';
import { TargetCard } from '@/features/contests/components/target-card';
import { contestQueries } from '@/features/contests/queries';
import { HomeScreen } from '@/features/home/components/home-screen';
import { homeQueries } from '@/features/home/queries';
import { LatestNewsPreview } from '@/features/news/components/latest-news-preview';
import { LATEST_NEWS_QUERY, newsQueries } from '@/features/news/queries';
import { LatestNotificationsPreview } from '@/features/notifications/components/latest-notifications-preview';
import { LATEST_NOTIFICATIONS_QUERY, notificationQueries } from '@/features/notifications/queries';
import { titles } from '@/lib/texts/common';
import { memberQueries } from '@/lib/queries/member-queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { answerOf, prefetchForPage, prefetchQuery, withoutAnswers } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: titles.home };

/** Spec §2 /: balance, this month's planner, the weekly streak, the latest notifications and news (product §2, §11.2). */
export default async function HomePage() {
  // Painted with the member's data, not skeletons (decision 0022); the shell's come with the layout.
  const prefetched = await prefetchForPage([
    prefetchQuery(getPassportDataRoute, memberQueries.passport()),
    prefetchQuery(rewardsSummaryRoute, homeQueries.summary()),
    prefetchQuery(listNotificationsRoute, notificationQueries.latest(), LATEST_NOTIFICATIONS_QUERY),
    prefetchQuery(listNewsRoute, newsQueries.latest(), LATEST_NEWS_QUERY),
    prefetchQuery(listMemberContestsRoute, contestQueries.list()),
    prefetchQuery(memberTargetRoute, contestQueries.target()),
    prefetchQuery(memberStreakRoute, contestQueries.streak()),
  ]);
  // The previews render on the server from these answers (decision 0038); the browser's cache gets the rest.
  const notifications = answerOf(prefetched, notificationQueries.latest());
  const news = answerOf(prefetched, newsQueries.latest());
  return (
    <SeedQueries
      queries={withoutAnswers(
        prefetched,
        notificationQueries.latest(),
        newsQueries.latest(),
        contestQueries.target(),
        contestQueries.streak(),
      )}
    >
      <PageTitle>{titles.home}</PageTitle>
      <HomeScreen
        notifications={<LatestNotificationsPreview answer={notifications} />}
        news={<LatestNewsPreview answer={news} />}
        contest={<RunningContestCard />}
        target={<TargetCard target={answerOf(prefetched, contestQueries.target())} />}
        streak={<StreakCard streak={answerOf(prefetched, contestQueries.streak())} />}
      />
    </SeedQueries>
  );
}
