import type { Metadata } from 'next';
import { PartnerKeysScreen } from '@/features/admin-partner-keys/components/partner-keys-screen';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.partnerKeys };

/** The partner API's keys (admins, decision 0063). */
export default function PartnerKeysPage() {
  return <PartnerKeysScreen />;
}
