import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { SelfEmployedLink } from '@/features/self-employed/components/self-employed-link';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.lk };

/** Spec §2 /lk Мой профиль, opened from the avatar. */
export default function ProfilePage() {
  return (
    <>
      <PageTitle>{titles.lk}</PageTitle>
      <ProfileScreen />
      <SelfEmployedLink />
    </>
  );
}
