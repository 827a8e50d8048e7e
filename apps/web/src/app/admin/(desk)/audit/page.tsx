import { listAuditRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { AuditScreen } from '@/features/admin-audit/components/audit-screen';
import { adminTitles } from '@/lib/admin-messages';
import { auditList } from '@/features/admin-audit/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: adminTitles.audit };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function AuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  const seeded = await prefetchForPage([prefetchListPage(listAuditRoute, auditList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <AuditScreen />
    </SeedQueries>
  );
}
