import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.lk };

/** Spec §2 /lk: the route and its title inside the shell; its content is issue 5. */
export default function ProfilePage() {
  return <PageTitle>{titles.lk}</PageTitle>;
}
