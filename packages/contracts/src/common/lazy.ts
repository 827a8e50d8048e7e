// A value made on first use and kept. For the Intl formatters above all: the first formatter of a
// locale loads its ICU data, about 60 ms of a page's load on this machine before the throttle of a
// phone (docs/performance.md), and a page that formats nothing (the sign-in page) should not pay it.

/** `make` runs at the first call of the returned function; every call returns that one value. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
