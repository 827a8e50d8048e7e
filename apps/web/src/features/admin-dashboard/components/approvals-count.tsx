'use client';
// Among the overview's figures, the requests waiting for a second admin (decision 0060), counted like
// the queue and the disputes and linked to «На подтверждении»; nothing while it loads or when it fails:
// the overview does not wait for it.
import { useQuery } from '@tanstack/react-query';
import { StatCard } from '@/components/admin/stat-card';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { adminDashboard as t } from '../texts';
import { approvalQueries } from '@/lib/queries/approvals';

export function DashboardApprovals() {
  const list = useQuery(approvalQueries.pending());
  if (!list.data) return null;
  const waiting = list.data.approvals.length;
  return (
    <StatCard
      label={t.approvals}
      value={waiting}
      tone={waiting > 0 ? 'warn' : undefined}
      detail={waiting > 0 ? <Link href="/admin/approvals">{t.approvalsOpen}</Link> : t.approvalsNone}
    />
  );
}
