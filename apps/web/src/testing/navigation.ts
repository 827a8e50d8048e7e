// A stand-in for `next/navigation` in component tests (setup.tsx mocks the module with it): one
// address per test, which the router's push and replace change and the hooks read, so a list whose
// filters live in the URL (decision 0028) re-renders as it would in the app.
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';

let current = new URL('http://localhost/');
let params = new URLSearchParams();
const listeners = new Set<() => void>();

function go(href: string): void {
  current = new URL(href, current);
  params = new URLSearchParams(current.search);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What the components' router was asked to do; each test starts with fresh mocks. */
export const router = {
  push: vi.fn((href: string) => go(href)),
  replace: vi.fn((href: string) => go(href)),
  prefetch: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
};

/** Sets the address a test starts on (`/admin/desk?status=paid`). */
export function setLocation(href: string): void {
  go(href);
}

/** The address now, path and search (`/admin/desk?status=paid`). */
export function currentLocation(): string {
  return current.pathname + current.search;
}

export function resetNavigation(): void {
  go('http://localhost/');
  for (const fn of Object.values(router)) fn.mockClear();
}

export const navigationDouble = {
  useRouter: () => router,
  usePathname: () => useSyncExternalStore(subscribe, () => current.pathname),
  useSearchParams: () => useSyncExternalStore(subscribe, () => params),
  useParams: () => ({}),
  redirect: (href: string) => {
    throw new Error(`redirect(${href}) in a component test`);
  },
  notFound: () => {
    throw new Error('notFound() in a component test');
  },
};
