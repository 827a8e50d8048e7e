import type { Metadata } from 'next';
import { SetupScreen } from '@/features/admin-auth/components/setup-screen';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.setup };

/** The operator's password and authenticator; the first sign-in of an account lands here. */
export default function AdminSetupPage() {
  return <SetupScreen />;
}
