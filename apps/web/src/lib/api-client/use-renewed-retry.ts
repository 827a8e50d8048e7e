'use client';
import { useState } from 'react';
import { getBrowserSession } from './browser-session';

/**
 * For what the browser fetches by itself with the session cookie alone (an `<img>`), whose access
 * token lapses until the page's next call refreshes it: a failure has the session checked —
 * renewed if it had lapsed — and then `retried` turns true, once, for the caller to ask again under
 * an address of its own (so that no failed copy is reused).
 */
export function useRenewedRetry(canRetry = true): { retried: boolean; onError: () => void } {
  const [retried, setRetried] = useState(false);
  const onError = () => {
    if (!canRetry || retried) return;
    getBrowserSession()
      .revalidate()
      .then(
        () => setRetried(true),
        () => undefined, // signing out: the page is going away
      );
  };
  return { retried, onError };
}
