'use client';
// Registers the cabinet's service worker after the page has loaded (decision 0036): it must not
// compete with the first paint. The back office is not an app to install: it registers nothing.
import { useEffect } from 'react';
import { listenForInstallPrompt, registerServiceWorker } from '@/lib/installable';

export function ServiceWorker() {
  useEffect(() => {
    if (window.location.pathname.startsWith('/admin')) return;
    listenForInstallPrompt();
    if (document.readyState === 'complete') registerServiceWorker();
    else window.addEventListener('load', registerServiceWorker, { once: true });
  }, []);
  return null;
}
