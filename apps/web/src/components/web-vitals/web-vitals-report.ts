// What a page reports of its speed and how the report leaves it: one request as the page is hidden,
// which the browser sends even if the page is being closed.
import {
  refPath,
  reportWebVitalsRoute,
  WEB_VITAL_MAX_CLS,
  WEB_VITAL_MAX_MS,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  WEB_VITALS_BATCH_MAX,
  type WebVital,
  type WebVitalName,
  type WebVitalRating,
} from '@cabinet/contracts/client';

/** What is read of the web-vitals library's metric (next/web-vitals leaves it untyped). */
export interface ReportedMetric {
  /** One per metric of a page view: a later report of the same metric replaces the earlier one. */
  id: string;
  name: string;
  value: number;
  rating?: string;
}

const names: ReadonlySet<string> = new Set(WEB_VITAL_NAMES);
const ratings: ReadonlySet<string> = new Set(WEB_VITAL_RATINGS);

/** The metric as the contract takes it; null for what the API would refuse, so that one odd value loses no report. */
export function toWebVital(metric: ReportedMetric, route: string): WebVital | null {
  if (!names.has(metric.name)) return null;
  const name = metric.name as WebVitalName;
  const max = name === 'CLS' ? WEB_VITAL_MAX_CLS : WEB_VITAL_MAX_MS;
  if (!Number.isFinite(metric.value) || metric.value < 0 || metric.value > max) return null;
  const rating = metric.rating !== undefined && ratings.has(metric.rating) ? (metric.rating as WebVitalRating) : undefined;
  // The name and its value's bound are checked above; TypeScript does not spread a union of names
  // into the union of the two object shapes by itself.
  return { name, value: metric.value, route, ...(rating ? { rating } : {}) } as WebVital;
}

/** Sends `items` to the API, in requests of the contract's largest batch; nothing waits for the answer. */
export function sendWebVitals(items: readonly WebVital[]): void {
  for (let i = 0; i < items.length; i += WEB_VITALS_BATCH_MAX) sendBatch(items.slice(i, i + WEB_VITALS_BATCH_MAX));
}

function sendBatch(batch: readonly WebVital[]): void {
  const url = refPath(reportWebVitalsRoute);
  const body = JSON.stringify(batch);
  // A beacon outlives the page. The browser may refuse one (its queue over quota) or have none;
  // fetch with keepalive outlives the page as well.
  try {
    if ('sendBeacon' in navigator && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // sendBeacon throws on what it will not send: fetch is asked instead.
  }
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
