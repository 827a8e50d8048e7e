import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { HomeScreen } from '@/features/home/components/home-screen';
import { LatestNews } from '@/features/news/components/latest-news';
import { LatestNotifications } from '@/features/notifications/components/latest-notifications';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.home };

/** Spec §2 /: balance, this month's planner, the latest notifications and news (product §2). */
export default function HomePage() {
  return (
    <>
      <PageTitle>{titles.home}</PageTitle>
      <HomeScreen notifications={<LatestNotifications />} news={<LatestNews />} />
    </>
  );
}
