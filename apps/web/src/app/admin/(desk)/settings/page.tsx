import type { Metadata } from 'next';
import { PayoutRailSettings } from '@/features/admin-payouts/components/payout-rail-form';
import { SettingsScreen } from '@/features/admin-settings/components/settings-screen';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.settings };

export default function SettingsPage() {
  return (
    <>
      <SettingsScreen />
      <PayoutRailSettings />
    </>
  );
}
