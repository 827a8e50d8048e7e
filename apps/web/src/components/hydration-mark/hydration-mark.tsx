'use client';
// Tells the page's loader (apps/web/page-rewrite/page-loader.js) that React has hydrated the page:
// what the member pressed, chose or sent before is done again now, by the page's own handlers.
// After the commit's microtasks, so that text typed before the scripts ran has reached the form's
// state first (lib/early-input.ts).
import { useEffect } from 'react';

type LoaderWindow = Window & { __hydratedNow?: () => void };

export function HydrationMark() {
  useEffect(() => {
    const timer = setTimeout(() => (window as LoaderWindow).__hydratedNow?.(), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
