import type { Metadata } from 'next';
import { DashboardScreen } from '@/features/admin-dashboard/components/dashboard-screen';
import { SecurityAlerts } from '@/features/admin-operators/components/security-alerts';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.dashboard };

export default function DashboardPage() {
  // The separation-of-duties alert (decision 0029) stands above the figures, for admins only.
  return (
    <>
      <SecurityAlerts />
      <DashboardScreen />
    </>
  );
}
