import type { Metadata } from 'next';
import { DashboardScreen } from '@/features/admin-dashboard/components/dashboard-screen';
import { adminTitles } from '@/lib/admin-messages';

export const metadata: Metadata = { title: adminTitles.dashboard };

export default function DashboardPage() {
  return <DashboardScreen />;
}
