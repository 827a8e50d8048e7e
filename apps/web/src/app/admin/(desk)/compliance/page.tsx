import type { Metadata } from 'next';
import { ComplianceScreen } from '@/features/admin-compliance/components/compliance-screen';
import { complianceTexts } from '@/features/admin-compliance/texts';
import { moscowDay } from '@/lib/format';

export const metadata: Metadata = { title: complianceTexts.title };

/** What the regulators look at, read from the programme's own figures (decision 0052). */
export default function CompliancePage() {
  return <ComplianceScreen thisYear={Number(moscowDay().slice(0, 4))} />;
}
