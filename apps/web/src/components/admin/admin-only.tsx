'use client';
// A section for administrators opened by an operator (a link, a typed address): the page says so, and
// offers nothing the role cannot use, instead of asking the API and showing its refusal as a failed load.
import type { ReactNode } from 'react';
import { StatusMessage } from '../status-message/status-message';
import { adminCommon } from './texts';
import { useOperator } from '@/lib/queries/operator';
import { AdminPageHeader } from './page-header';

export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const role = useOperator().data?.operator.role;
  // The layout hands the operator to the page with its first paint; until then there is nothing to ask.
  if (role === undefined) return null;
  if (role === 'admin') return <>{children}</>;
  return (
    <>
      <AdminPageHeader title={title} />
      <StatusMessage kind="empty" surface="card" title={adminCommon.adminsOnly} text={adminCommon.adminsOnlyText} />
    </>
  );
}

/** A screen for administrators: `export const AuditScreen = adminOnly(title, AuditLog)`. */
export function adminOnly(title: string, Screen: () => ReactNode) {
  return function AdminsScreen() {
    return (
      <AdminOnly title={title}>
        <Screen />
      </AdminOnly>
    );
  };
}
