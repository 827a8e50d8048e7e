// Work that can wait until the browser has nothing else to do: a preload on intent's fallback, the
// service worker's registration, the first check for a new version, the web vitals reporter. None of
// it may lengthen the tasks that paint and hydrate a page (docs/performance.md).

/** Calls `fn` once the browser is idle after the page's load (a second at most). */
export function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 1_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1_000);
  return () => window.clearTimeout(id);
}

/** `whenIdle` once the page's load event has passed: nothing then competes with the page's own files. */
export function whenLoadedAndIdle(fn: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(fn);
  let cancel = () => {};
  const onLoad = () => {
    cancel = whenIdle(fn);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancel();
  };
}
