import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell } from '@/features/shell/components/app-shell';
import { webConfig } from '@/lib/server/config';
import { getSession } from '@/lib/server/session';

/**
 * Pages inside the layout require a signed-in member (proxy.ts redirects first and keeps the
 * page to come back to; this is the second line). Pages under (bare) opt out of the layout.
 */
export default async function CabinetLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  if (!session.accessToken) redirect('/login');
  return (
    <AppShell productName={webConfig().productName} firstName={session.firstName ?? ''}>
      {children}
    </AppShell>
  );
}
