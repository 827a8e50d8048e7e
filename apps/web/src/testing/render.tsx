// Renders a screen as the app's providers would (app/providers.tsx): a QueryClient of its own for
// each test, with no retries so a refusal shows at once, and a user-event session to act with.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';

export function renderScreen(ui: ReactElement): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  // No pause between keys: the screens react to each event, not to time.
  const user = userEvent.setup({ delay: null });
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, user, queryClient };
}
