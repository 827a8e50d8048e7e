import type { Metadata } from 'next';
import { AdminSelfEmployedScreen } from '@/features/admin-self-employed/components/self-employed-screen';
import { adminSelfEmployedTexts } from '@/features/admin-self-employed/texts';

export const metadata: Metadata = { title: adminSelfEmployedTexts.heading };

export default function SelfEmployedAdminPage() {
  return <AdminSelfEmployedScreen />;
}
