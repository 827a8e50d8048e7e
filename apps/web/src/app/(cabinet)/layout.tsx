import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { supportEmail } from '@/features/documents/support-email';
import { AppShell } from '@/features/shell/components/app-shell';
import { PageAfterRenewal } from '@/features/shell/components/page-after-renewal';
import { PublicShell } from '@/features/shell/components/public-shell';
import { SIDEBAR_COOKIE } from '@/lib/constants';
import { isDocumentPage, PAGE_PATH_HEADER } from '@/lib/public-pages';
import { webConfig } from '@/lib/server/config';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, shellPrefetches } from '@/lib/server/prefetch';
import { getSession } from '@/lib/server/session';
import { isTouchDevice } from '@/lib/touch';

/**
 * Pages inside the layout require a signed-in member (proxy.ts redirects first and keeps the
 * page to come back to; this is the second line), except the documents — help, policy, rules —
 * which a visitor reads in the light public layout. Pages under (bare) opt out of the layout.
 */
export default async function CabinetLayout({ children }: { children: ReactNode }) {
  const [session, requestHeaders, requestCookies] = await Promise.all([getSession(), headers(), cookies()]);
  const { productName } = webConfig();
  if (!session.accessToken) {
    if (!isDocumentPage(requestHeaders.get(PAGE_PATH_HEADER) ?? '')) redirect('/login');
    return (
      <PublicShell productName={productName} supportEmail={supportEmail()}>
        {children}
      </PublicShell>
    );
  }
  // The sidebar's and the top bar's data (balance, frozen amount, name and avatar, the bell) read here
  // with the session's token and handed to the browser with the page (decision 0022). Prefetched by
  // each page instead, it reached the cache only after the shell, which sits above the pages, had
  // rendered its skeletons and asked the API again from the browser.
  const prefetched = await prefetchForPage(shellPrefetches());
  // The cookie decrypts, but only the API knows whether its sign-in still stands (signed out
  // elsewhere, blocked, revoked), and a token about to lapse is not sent (readForPage): the member's
  // name is shown only when the API took the token now. Otherwise the page comes as a skeleton and renders in the browser, which renews the sign-in or
  // ends it (PageAfterRenewal).
  const accepted = prefetched.length > 0;
  return (
    <SeedQueries queries={prefetched}>
      <AppShell
        productName={productName}
        firstName={accepted ? (session.firstName ?? '') : ''}
        initialCollapsed={requestCookies.get(SIDEBAR_COOKIE)?.value === 'collapsed'}
        touchGuess={isTouchDevice({ userAgent: requestHeaders.get('user-agent') ?? '', coarsePointer: false })}
        seeded={accepted}
      >
        <PageAfterRenewal sessionLive={accepted}>{children}</PageAfterRenewal>
      </AppShell>
    </SeedQueries>
  );
}
