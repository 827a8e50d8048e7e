'use client';
// The page's Core Web Vitals as the member's browser measures them (next/web-vitals), kept until the
// page is hidden and then sent to the API in one report (its /metrics histograms), and each one to
// Yandex Metrika as a visit parameter when the counter is configured.
import type { WebVital } from '@cabinet/contracts/client';
import { usePathname } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { useCallback, useEffect, useRef } from 'react';
import { sendVisitParams } from '@/lib/tracking';
import { routePattern } from './route-pattern';
import { sendWebVitals, toWebVital, type ReportedMetric } from './web-vitals-report';

export function WebVitalsReporter() {
  const pathname = usePathname();
  // The page a metric belongs to is the one shown when the library reports it (CLS and INP: as the
  // page is hidden); the callback must not change, or the library would report everything again.
  const route = useRef(routePattern(pathname));
  useEffect(() => {
    route.current = routePattern(pathname);
  }, [pathname]);
  const pending = useRef(new Map<string, WebVital>());

  const record = useCallback((metric: ReportedMetric) => {
    const vital = toWebVital(metric, route.current);
    if (!vital) return;
    pending.current.set(metric.id, vital);
    sendVisitParams({
      webVitals: { [vital.name]: { [vital.route]: vital.name === 'CLS' ? vital.value : Math.round(vital.value) } },
    });
  }, []);
  useReportWebVitals(record);

  // After useReportWebVitals, on purpose: the library reports CLS, INP and LCP from its own
  // visibilitychange listener, which must run before this one sends what is kept.
  useEffect(() => {
    const kept = pending.current;
    const flush = () => {
      if (kept.size === 0) return;
      const items = [...kept.values()];
      kept.clear();
      sendWebVitals(items);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    // Where a closing page is not told it is hidden first.
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flush);
    };
  }, []);

  return null;
}
