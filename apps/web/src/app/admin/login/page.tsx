import type { Metadata } from 'next';
import { SignInScreen } from '@/features/admin-auth/components/sign-in-screen';
import { adminTitles } from '@/components/admin/texts';
import { safeNextPath } from '@/lib/safe-redirect';
import { webConfig } from '@/lib/server/config';

export const metadata: Metadata = { title: adminTitles.login };

/** The back office's sign-in, outside its layout; proxy.ts sends a signed-in operator on. */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const raw = (await searchParams).next;
  const next = safeNextPath(Array.isArray(raw) ? raw[0] : raw);
  return <SignInScreen productName={webConfig().productName} next={next?.startsWith('/admin') ? next : null} />;
}
