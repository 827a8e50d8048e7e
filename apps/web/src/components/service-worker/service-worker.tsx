'use client';
// Registers the cabinet's service worker once the page has loaded and the browser is idle
// (decision 0036): it must not compete with the first paint, nor lengthen the task that hydrates the
// page (the registration's own work is ≈ 10 ms of a phone's main thread, docs/performance.md). The back
// office is not an app to install: it registers nothing.
import { useEffect } from 'react';
import { listenForInstallPrompt, registerServiceWorker } from '@/lib/installable';
import { whenLoadedAndIdle } from '@/lib/when-idle';

export function ServiceWorker() {
  useEffect(() => {
    if (window.location.pathname.startsWith('/admin')) return;
    listenForInstallPrompt();
    return whenLoadedAndIdle(registerServiceWorker);
  }, []);
  return null;
}
