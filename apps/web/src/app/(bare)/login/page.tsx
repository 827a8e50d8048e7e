import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { supportEmail } from '@/features/documents/support-email';
import { titles } from '@/lib/texts/common';
import { safeNextPath } from '@/lib/safe-redirect';
import { webConfig } from '@/lib/server/config';
import { getSession } from '@/lib/server/session';

export const metadata: Metadata = { title: titles.login };

/** Spec §2 /login: without the layout; a member already signed in is sent on (proxy.ts does it first). */
export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const raw = (await searchParams).next;
  const next = safeNextPath(Array.isArray(raw) ? raw[0] : raw);
  if ((await getSession()).accessToken) redirect(next ?? '/');
  return <LoginScreen productName={webConfig().productName} next={next} supportEmail={supportEmail()} />;
}
