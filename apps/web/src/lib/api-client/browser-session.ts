'use client';
// One SessionManager per tab, wired to the browser: fetch, localStorage, Web Locks and navigation.
import { REFRESH_TOKEN_KEY } from '../constants';
import { lapsesBeforeHydration } from '../jwt-expiry';
import { forgetUserId } from '../tracking';
import { SessionManager } from './session-manager';

interface Navigation {
  reload: () => void;
  goToLogin: () => void;
}

let navigation: Navigation = {
  reload: () => {},
  // A full navigation: it also drops every cached query and the in-memory token of this tab.
  goToLogin: () => window.location.replace('/login'),
};
let instance: SessionManager | null = null;

/** The app's providers pass the router in, so that "reload" re-renders without losing the page. */
export function setSessionNavigation(next: Partial<Navigation>): void {
  navigation = { ...navigation, ...next };
}

const LOCK_NAME = 'agentplus-session-refresh';

export function getBrowserSession(): SessionManager {
  if (instance) return instance;
  const session = new SessionManager({
    fetch: (input, init) => window.fetch(input, { credentials: 'same-origin', ...init }),
    storage: safeLocalStorage(),
    withLock: <T>(fn: () => Promise<T>): Promise<T> =>
      typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(LOCK_NAME, fn) as Promise<T>) : fn(),
    reload: () => navigation.reload(),
    goToLogin: () => navigation.goToLogin(),
    logError: (message) => console.error(message),
    forgetMember: () => forgetUserId(),
    lapsing: (token) => lapsesBeforeHydration(token),
  });
  // Signing out in one tab signs out the others at once rather than at their next call.
  window.addEventListener('storage', (event) => {
    if (event.key === REFRESH_TOKEN_KEY && event.newValue === null && event.oldValue !== null) navigation.goToLogin();
  });
  instance = session;
  return session;
}

/** localStorage can throw (storage disabled by policy); the session then lives for this page only. */
function safeLocalStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const memory = new Map<string, string>();
  const attempt = <T>(fn: () => T, fallback: () => T): T => {
    try {
      return fn();
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        () => window.localStorage.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) =>
      attempt(
        () => window.localStorage.setItem(key, value),
        () => void memory.set(key, value),
      ),
    removeItem: (key) =>
      attempt(
        () => window.localStorage.removeItem(key),
        () => void memory.delete(key),
      ),
  };
}
