import type { Metadata } from 'next';
import { ApprovalsScreen } from '@/features/admin-approvals/components/approvals-screen';
import { approvalsTexts } from '@/features/admin-approvals/texts';

export const metadata: Metadata = { title: approvalsTexts.title };

/** What waits for a second admin because it lowers the tax or loosens a control (decision 0060). */
export default function ApprovalsPage() {
  return <ApprovalsScreen />;
}
