import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setTrackingCounter } from '@/lib/tracking';
import { setLocation } from '@/testing/navigation';
import type { ReportedMetric } from './web-vitals-report';
import { WebVitals } from './web-vitals';
import { WebVitalsReporter } from './web-vitals-reporter';

// The measuring library itself needs a real browser's performance entries: the test reports for it.
const library = vi.hoisted(() => ({ report: null as ((metric: ReportedMetric) => void) | null }));
vi.mock('next/web-vitals', () => ({
  useReportWebVitals: (fn: (metric: ReportedMetric) => void) => {
    library.report = fn;
  },
}));

function report(metric: ReportedMetric): void {
  if (!library.report) throw new Error('the reporter did not ask for the web vitals');
  library.report(metric);
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let beacon: Mock<(url: string, data: Blob) => boolean>;
beforeEach(() => {
  library.report = null;
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(window, 'ym');
  setTrackingCounter(null);
});

/** What each beacon carried: its address and the report in it. */
async function beacons(): Promise<{ url: string; type: string; body: unknown }[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, data]) => ({ url, type: data.type, body: JSON.parse(await data.text()) })),
  );
}

describe('the web vitals reporter', () => {
  it('keeps what is measured until the page is hidden, then sends it in one beacon named by the route pattern', async () => {
    setLocation('/news/123');
    render(<WebVitalsReporter />);
    report({ id: 'v1-ttfb', name: 'TTFB', value: 120.5, rating: 'good' });
    report({ id: 'v1-fcp', name: 'FCP', value: 900 });
    report({ id: 'v1-cls', name: 'CLS', value: 0.05, rating: 'good' });
    // A later report of the same metric replaces the earlier one.
    report({ id: 'v1-cls', name: 'CLS', value: 0.3, rating: 'poor' });
    // What the API would refuse is left out rather than lose the whole report.
    report({ id: 'v1-fid', name: 'FID', value: 10 });
    report({ id: 'v1-lcp', name: 'LCP', value: Number.NaN });
    report({ id: 'v1-inp', name: 'INP', value: 200, rating: 'excellent' });
    expect(beacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(await beacons()).toEqual([
      {
        url: '/api/web-vitals',
        type: 'application/json',
        body: [
          { name: 'TTFB', value: 120.5, route: '/news/[id]', rating: 'good' },
          { name: 'FCP', value: 900, route: '/news/[id]' },
          { name: 'CLS', value: 0.3, route: '/news/[id]', rating: 'poor' },
          { name: 'INP', value: 200, route: '/news/[id]' },
        ],
      },
    ]);

    // Nothing new measured: nothing sent again, whether hidden or closed.
    setVisibility('visible');
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);

    // Back on the page (the back-forward cache), what is measured next goes when the page is closed.
    setVisibility('visible');
    report({ id: 'v2-inp', name: 'INP', value: 64 });
    window.dispatchEvent(new Event('pagehide'));
    expect((await beacons())[1]?.body).toEqual([{ name: 'INP', value: 64, route: '/news/[id]' }]);
  });

  it('names a metric by the page shown when it is reported', async () => {
    setLocation('/admin/contests/new');
    render(<WebVitalsReporter />);
    report({ id: 'v1-fcp', name: 'FCP', value: 700 });
    act(() => setLocation('/admin/contests/17?tab=prizes'));
    report({ id: 'v1-inp', name: 'INP', value: 90 });
    act(() => setLocation('/no/such/page'));
    report({ id: 'v1-cls', name: 'CLS', value: 0 });
    setVisibility('hidden');
    expect((await beacons())[0]?.body).toEqual([
      { name: 'FCP', value: 700, route: '/admin/contests/new' },
      { name: 'INP', value: 90, route: '/admin/contests/[id]' },
      { name: 'CLS', value: 0, route: '/no/such/page' },
    ]);
  });

  it('sends no more than the contract takes in one request', async () => {
    render(<WebVitalsReporter />);
    for (let i = 0; i < 25; i++) report({ id: `v${i}`, name: 'TTFB', value: i });
    setVisibility('hidden');
    const sent = await beacons();
    expect(sent.map((b) => (b.body as unknown[]).length)).toEqual([20, 5]);
    expect(sent.flatMap((b) => b.body as { value: number }[]).map((item) => item.value)).toEqual(
      Array.from({ length: 25 }, (_, i) => i),
    );
  });

  it('asks fetch with keepalive when the browser refuses the beacon', async () => {
    beacon.mockReturnValue(false);
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    setLocation('/login');
    render(<WebVitalsReporter />);
    report({ id: 'v1-lcp', name: 'LCP', value: 1500, rating: 'good' });
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/web-vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual([{ name: 'LCP', value: 1500, route: '/login', rating: 'good' }]);
  });

  it('gives each metric to Metrika as a visit parameter, only when its counter is set', () => {
    const ym = vi.fn();
    Object.defineProperty(window, 'ym', { value: ym, configurable: true, writable: true });
    setLocation('/balance');
    render(<WebVitalsReporter />);
    report({ id: 'v1-lcp', name: 'LCP', value: 1234.4 });
    expect(ym).not.toHaveBeenCalled();

    setTrackingCounter('12345');
    report({ id: 'v1-inp', name: 'INP', value: 48.6 });
    report({ id: 'v1-cls', name: 'CLS', value: 0.0125 });
    report({ id: 'v1-fid', name: 'FID', value: 3 });
    expect(ym.mock.calls).toEqual([
      [12345, 'params', { webVitals: { INP: { '/balance': 49 } } }],
      [12345, 'params', { webVitals: { CLS: { '/balance': 0.0125 } } }],
    ]);
  });

  it('is loaded, out of the first load, once the page has loaded and the browser is idle', async () => {
    render(<WebVitals />);
    expect(library.report).toBeNull();
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(library.report).not.toBeNull(), { timeout: 5_000 });
  });
});
