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

/** False while rendering on the server: the desktop behaviour, corrected on hydration. */
export function useTouchDevice(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
