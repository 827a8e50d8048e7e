'use client';
// Mounts the web vitals reporter once the page has loaded and the browser is idle, from a chunk of
// its own: the measuring library (≈ 3.5 kB gzip) would otherwise join every page's first-load JS,
// whose budget has no room for it (docs/performance.md). Nothing of the load is missed, since the
// library reads the entries the browser has buffered; a page left before then reports nothing.
// No lazy() and <Suspense>: this module is in every page's first load, and a state does the same.
import { useEffect, useState, type ComponentType } from 'react';
import { whenLoadedAndIdle } from '@/lib/when-idle';

export function WebVitals() {
  const [Reporter, setReporter] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        import('./web-vitals-reporter').then(
          (m) => setReporter(() => m.WebVitalsReporter),
          // A chunk that did not load (the network gone, a new build) costs this page its report only.
          () => undefined,
        );
      }),
    [],
  );
  return Reporter ? <Reporter /> : null;
}
