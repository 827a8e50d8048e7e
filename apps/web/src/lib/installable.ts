'use client';
// The installable cabinet's state in the browser (decision 0036): the service worker's
// registration, and Android's install prompt (`beforeinstallprompt`), which the browser fires once,
// early, often before the page that offers the button is shown: kept here until a button asks.

/** Chromium's event; not in the DOM's types. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

let listening = false;

/** Keeps the install prompt for the button that will offer it; as early as the page can. */
export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar is held back: the cabinet offers its button instead.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // A browser that refuses (private mode, a blocked origin) shows the cabinet as before.
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const installPrompt = (): InstallPromptEvent | null => deferred;

/** Shows the browser's install dialog; answers whether the member installed it. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** Opened from the Home Screen (or an installed window) rather than a browser tab. */
export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone or iPad: push only for a cabinet added to the Home Screen (iOS 16.4+). */
export function isAppleMobile(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}
