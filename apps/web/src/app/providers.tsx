'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { UpdatePrompt } from '@/features/update/update-prompt';
import { setSessionNavigation } from '@/lib/api-client/browser-session';
import { createQueryClient } from '@/lib/query-client';
import { setTrackingCounter } from '@/lib/tracking';

export function Providers({ children, ymCounterId }: { children: ReactNode; ymCounterId: string | null }) {
  const router = useRouter();
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    // Spec §4 "the page reloads" after a refresh: the server parts re-render with the new session.
    setSessionNavigation({ reload: () => router.refresh() });
  }, [router]);

  useEffect(() => {
    setTrackingCounter(ymCounterId);
  }, [ymCounterId]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
