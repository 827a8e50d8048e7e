import type { Metadata } from 'next';
import { LegalScreen } from '@/features/admin-legal/components/legal-screen';
import { legalAdminTexts } from '@/features/admin-legal/texts';

export const metadata: Metadata = { title: legalAdminTexts.title };

/** The rules and the consent: versions, acceptance rates, publication and the log (decision 0049). */
export default function LegalPage() {
  return <LegalScreen />;
}
