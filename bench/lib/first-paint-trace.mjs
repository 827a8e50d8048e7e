// The race behind the simulated LCP (docs/performance.md, decision 0038), read from traces of real
// loads without throttling in Debian's Chromium as Lighthouse's phone: when the LCP element was
// presented, how long the longest layout before it took, and whether any of the page's chunks began
// evaluating before it. Lighthouse's replay counts every such script (its download and its
// evaluation) in the LCP it reports: such a load replays at about twice the LCP of one without.
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

const CHUNKS = '/_next/static/chunks/';

/**
 * One traced load of `url` in a context of its own: an empty cache, as Lighthouse clears it before
 * each of its loads, so the chunks come over loopback rather than from the cache.
 */
async function tracedLoad(browser, url, headers) {
  // Lighthouse's phone: its screen and its user agent, from which the cabinet's layout guesses a touch
  // screen (decision 0038); a desktop agent on a touch screen is corrected after hydration, a render
  // Lighthouse's loads do not have.
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    ...(headers ? { extraHTTPHeaders: headers } : {}),
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'loading', 'v8.execute'] });
  await page.goto(url, { waitUntil: 'load' });
  // The LCP entry is written when its frame is presented, which can come after `load`.
  await page.waitForTimeout(500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const sent = traceEvents.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === url);
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  const lcp = traceEvents
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === parse?.pid)
    .sort((a, b) => b.ts - a.ts)[0];
  if (!sent || !parse || !lcp) return null;
  const onPage = (e) => e.pid === parse.pid && e.tid === parse.tid && e.ts >= sent.ts && e.ts <= lcp.ts;
  const layouts = traceEvents.filter((e) => e.name === 'Layout' && e.dur && onPage(e)).map((e) => e.dur / 1000);
  const scriptsBefore = traceEvents.some(
    (e) => e.name === 'EvaluateScript' && String(e.args?.data?.url).includes(CHUNKS) && onPage(e),
  );
  return { lcp: (lcp.ts - sent.ts) / 1000, longestLayout: Math.max(0, ...layouts), scriptsBefore };
}

/** `loads` traced loads of each of `pages` ([label, url, headers]), one page after the other in one browser. */
export async function traceFirstPaints(pages, { chromePath, loads }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = {};
  try {
    for (const [label, url, headers] of pages) {
      const runs = [];
      for (let i = 0; i < loads; i++) {
        const run = await tracedLoad(browser, url, headers);
        if (run) runs.push(run);
      }
      results[label] = runs;
    }
  } finally {
    await browser.close();
  }
  return results;
}
