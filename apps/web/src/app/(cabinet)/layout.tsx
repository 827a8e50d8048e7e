import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { supportEmail } from '@/features/documents/support-email';
import { AppShell } from '@/features/shell/components/app-shell';
import { PublicShell } from '@/features/shell/components/public-shell';
import { isDocumentPage, PAGE_PATH_HEADER } from '@/lib/public-pages';
import { webConfig } from '@/lib/server/config';
import { getSession } from '@/lib/server/session';

/**
 * Pages inside the layout require a signed-in member (proxy.ts redirects first and keeps the
 * page to come back to; this is the second line), except the documents — help, policy, rules —
 * which a visitor reads in the light public layout. Pages under (bare) opt out of the layout.
 */
export default async function CabinetLayout({ children }: { children: ReactNode }) {
  const [session, requestHeaders] = await Promise.all([getSession(), headers()]);
  const { productName } = webConfig();
  if (!session.accessToken) {
    if (!isDocumentPage(requestHeaders.get(PAGE_PATH_HEADER) ?? '')) redirect('/login');
    return (
      <PublicShell productName={productName} supportEmail={supportEmail()}>
        {children}
      </PublicShell>
    );
  }
  return (
    <AppShell productName={productName} firstName={session.firstName ?? ''}>
      {children}
    </AppShell>
  );
}
