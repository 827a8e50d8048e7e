// What a multi-step form keeps for its tab across a reload (sessionStorage: this tab only, gone
// with it). A phone browser reloads a tab by itself when the member switches apps and back; the
// step the member was on comes back instead of an empty first step.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';

function keepInTab(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (a private mode, a full quota): a reload then starts over, as before.
  }
}

/**
 * What the tab kept under `key`, as `parse` accepts it (null when nothing, or no longer valid).
 * Read once hydrated: the server knows nothing of the tab, so the first render is the server's.
 */
function useKeptInTab<T>(key: string, parse: (raw: unknown) => T | null): T | null {
  const raw = useSyncExternalStore(
    noSubscription,
    () => {
      const stored = readTab(key);
      return stored !== null && parse(json(stored)) !== null ? stored : null;
    },
    () => null,
  );
  return useMemo(() => (raw === null ? null : parse(json(raw))), [raw, parse]);
}

function readTab(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function json(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * A step's state kept for the tab: what the tab kept (after a reload) until the member acts, then what
 * the member set, each change written to the tab's storage (null forgets it).
 */
export function useTabState<T>(key: string, parse: (raw: unknown) => T | null): [T | null, (next: T | null) => void] {
  const kept = useKeptInTab(key, parse);
  const [own, setOwn] = useState<{ value: T | null } | null>(null);
  const set = useCallback(
    (next: T | null) => {
      keepInTab(key, next);
      setOwn({ value: next });
    },
    [key],
  );
  return [own ? own.value : kept, set];
}

/** sessionStorage tells no tab of its own writes: nothing to subscribe to. */
function noSubscription(): () => void {
  return () => undefined;
}
