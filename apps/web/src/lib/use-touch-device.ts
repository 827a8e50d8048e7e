'use client';
// Spec §4: touch detection, re-evaluated when the pointer media query changes (a tablet docked to
// a keyboard and mouse, a laptop folded into a tablet).
import { useSyncExternalStore } from 'react';
import { COARSE_POINTER_QUERY, isTouchDevice } from './touch';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(COARSE_POINTER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return isTouchDevice({
    userAgent: navigator.userAgent,
    coarsePointer: window.matchMedia(COARSE_POINTER_QUERY).matches,
    platform,
  });
}

/**
 * `serverGuess` while rendering on the server and hydrating (the request's user agent, read by the
 * server: a phone is told by it), corrected after hydration where the pointer says otherwise. A
 * correction re-renders the shell at once, in one task, hydrating whatever of it was still waiting
 * (decision 0038): the guess spares phones that.
 */
export function useTouchDevice(serverGuess = false): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => serverGuess);
}
