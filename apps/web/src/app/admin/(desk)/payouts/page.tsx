import type { Metadata } from 'next';
import { RegisterScreen } from '@/features/admin-desk/components/register-screen';
import { deskTitles } from '@/features/admin-desk/texts';

export const metadata: Metadata = { title: deskTitles.register };

export default function PayoutsPage() {
  return <RegisterScreen />;
}
