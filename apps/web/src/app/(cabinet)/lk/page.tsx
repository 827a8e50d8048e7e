import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { MessageSettings } from '@/features/message-settings/components/message-settings';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { BadgesSection } from '@/features/badges/components/badges-section';
import { TaxSection } from '@/features/tax/components/tax-section';
import { SelfEmployedLink } from '@/features/self-employed/components/self-employed-link';
import { StatementsLink } from '@/features/statements/components/statements-link';
import { CardsLink } from '@/features/payout-cards/components/cards-link';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.lk };

/**
 * Spec §2 /lk Мой профиль, opened from the avatar; the member's badges (docs/product.md §11.5), the
 * tax profile below it (decision 0033), then the cards for payouts, the statements and the
 * self-employed section.
 */
export default function ProfilePage() {
  return (
    <>
      <PageTitle>{titles.lk}</PageTitle>
      <ProfileScreen />
      <BadgesSection />
      <MessageSettings />
      <TaxSection />
      <CardsLink />
      <StatementsLink />
      <SelfEmployedLink />
    </>
  );
}
