import type { Metadata } from 'next';
import { AuditScreen } from '@/features/admin-audit/components/audit-screen';
import { adminTitles } from '@/lib/admin-messages';

export const metadata: Metadata = { title: adminTitles.audit };

export default function AuditPage() {
  return <AuditScreen />;
}
