import { adminMeRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminShell } from '@/features/admin-shell/components/admin-shell';
import { adminTitles } from '@/components/admin/texts';
import { setupUnfinished } from '@/lib/queries/operator';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { webConfig } from '@/lib/server/config';
import { readForPage } from '@/lib/server/page-data';
import { deskShellPrefetches, prefetchForPage } from '@/lib/server/prefetch';

export function generateMetadata(): Metadata {
  const name = webConfig().productName;
  return { title: { template: `%s — ${adminTitles.suffix} ${name}`, default: `${adminTitles.suffix} ${name}` } };
}

/** The back office's own layout (not the cabinet's): its menu, who is signed in, desktop first. */
export default async function DeskLayout({ children }: { children: ReactNode }) {
  // Who is signed in, read here with the operator's session and handed to the browser with the page
  // (decision 0022): read by the shell in the browser, it came after the first paint, which showed
  // no e-mail and no menu. No session or a failed read leaves the call to the browser, as before;
  // proxy.ts has sent a visitor without the cookie to sign in already. One call: readForPage's
  // answer is kept for the request.
  const [prefetched, me] = await Promise.all([prefetchForPage(deskShellPrefetches()), readForPage(adminMeRoute)]);
  // The shell checks again in the browser: this layout does not render again between its pages.
  if (me && setupUnfinished(me.operator)) redirect('/admin/setup');
  return (
    <SeedQueries queries={prefetched}>
      <AdminShell productName={webConfig().productName}>{children}</AdminShell>
    </SeedQueries>
  );
}
