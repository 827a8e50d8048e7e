import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, LoggingOutError } from './api-client/errors';

/** Refusals (4xx) and a session being closed are final; a server hiccup is tried once more. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof LoggingOutError) return false;
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
