'use client';
// Tells the app server's inline loader (scripts-after-paint.mjs) that React has hydrated the page: a
// form sent before is sent again now, to its own handler. After the commit's microtasks, so that
// text typed before the scripts ran has reached the form's state first (lib/early-input.ts).
import { useEffect } from 'react';

type LoaderWindow = Window & { __hydratedNow?: () => void };

export function HydrationMark() {
  useEffect(() => {
    const timer = setTimeout(() => (window as LoaderWindow).__hydratedNow?.(), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
