import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { HomeScreen } from '@/features/home/components/home-screen';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.home };

/** Spec §2 /: balance, this month's planner, the latest notifications and news (DESIGN §6). */
export default function HomePage() {
  return (
    <>
      <PageTitle>{titles.home}</PageTitle>
      <HomeScreen />
    </>
  );
}
