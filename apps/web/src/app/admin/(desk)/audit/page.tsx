import { listAuditRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { AuditScreen } from '@/features/admin-audit/components/audit-screen';
import { adminTitles } from '@/components/admin/texts';
import { auditList } from '@/features/admin-audit/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: adminTitles.audit };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function AuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  return (
    <ListPageData route={listAuditRoute} list={auditList} searchParams={searchParams}>
      <AuditScreen />
    </ListPageData>
  );
}
