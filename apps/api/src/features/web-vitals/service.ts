import { WEB_PAGE_ROUTES, type WebVitalsBody } from '@cabinet/contracts';
import type { WebVitalHistograms } from '../../plugins/metrics.js';

/** The label of a route that is not one of the web app's pages. */
export const OTHER_ROUTE = 'other';

const knownRoutes: ReadonlySet<string> = new Set(WEB_PAGE_ROUTES);

/**
 * The route label of a report: a page pattern of the web app, or `other`. Anybody may report, so a
 * route taken as sent would let a script add a series per made-up path to every histogram.
 */
export function routeLabel(route: string): string {
  return knownRoutes.has(route) ? route : OTHER_ROUTE;
}

/**
 * Observes each metric of a report. The histograms are in seconds, as Prometheus wants, the browser's
 * timings in milliseconds; CLS is a score either way. The rating is not kept: the buckets hold the
 * thresholds it is judged by.
 */
export function recordWebVitals(histograms: WebVitalHistograms, report: WebVitalsBody): void {
  for (const { name, value, route } of report) {
    histograms[name].observe({ route: routeLabel(route) }, name === 'CLS' ? value : value / 1000);
  }
}
