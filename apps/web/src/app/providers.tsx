'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { UpdatePrompt } from '@/features/update/update-prompt';
import { setSessionNavigation } from '@/lib/api-client/browser-session';
import { enableFullStylesheets } from '@/lib/full-stylesheets';
import { createQueryClient } from '@/lib/query-client';
import { setTrackingCounter } from '@/lib/tracking';

export function Providers({ children, ymCounterId }: { children: ReactNode; ymCounterId: string | null }) {
  const router = useRouter();
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    // Spec §4 "the page reloads" after a refresh: the server parts re-render with the new session.
    setSessionNavigation({ reload: () => router.refresh() });
  }, [router]);

  useEffect(enableFullStylesheets, []);

  useEffect(() => {
    setTrackingCounter(ymCounterId);
  }, [ymCounterId]);

  // Tells the page's loader (apps/web/page-rewrite/page-loader.js, decision 0039) that React has
  // hydrated the page: what the member pressed, chose or sent before is done again now, by the page's
  // own handlers. After every effect of the first commit (this component's run after its children's)
  // and their microtasks, so that text typed early has reached its form's state first
  // (lib/early-input.ts).
  useEffect(() => {
    const timer = setTimeout(() => (window as Window & { __hydratedNow?: () => void }).__hydratedNow?.(), 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
