// A member's phone for the web bench: Debian's Chromium driven by Playwright, the mobile
// profile applied in the browser itself (DevTools' own network and CPU throttling), so every figure
// is what the page did on that profile rather than a replay of an unthrottled load. Each load has a
// browser context of its own: an empty cache and no open connection, as a member's first visit of
// the day has.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  fontFiles,
  hydratedAt,
  interacted,
  recordTimeline,
  shownAt,
  timeline,
  valueAt,
  type FontFile,
  type InputTiming,
  type Timeline,
  type Timing,
  type Watched,
} from './in-page.ts';
import type { JarCookie } from './sign-in.ts';

/** The profile: Lighthouse's mobile figures, applied rather than simulated. */
export const PROFILE = {
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
  latencyMs: 150,
  cpuSlowdown: 4,
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 2,
};

/** The profile in words, for the bench's output. */
export const profileText = (): string =>
  `${PROFILE.downBitsPerSecond / 1e6} Mbit/s down, ${PROFILE.upBitsPerSecond / 1e3} kbit/s up, ${PROFILE.latencyMs} ms latency, ` +
  `CPU ${PROFILE.cpuSlowdown}× slower, ${PROFILE.viewport.width} × ${PROFILE.viewport.height} at ${PROFILE.deviceScaleFactor}×`;

/** What every wait of a load may take before the load is given up as broken. */
const WAIT_MS = 60_000;
/** Event Timing reports an interaction after its next paint; the observer's task comes later still. */
const REPORT_MS = 1_000;

/** The moments a scenario took on a page: what the member came for, and their control React's. */
export interface Marks {
  moment: number;
  ready: number;
  note?: string;
}

/** What a page's scenario does once it is loading: waits for the moments, interacts once. */
export type Scenario = (page: Page) => Promise<Marks>;

/** A load's figures, in milliseconds (CLS a score). */
export interface Figures {
  fcp: number;
  lcp: number;
  lcpElement: string;
  moment: number;
  ready: number;
  tbt: number;
  inp: number;
  inputDelay: number;
  font: number;
  cls: number;
  moved: string[];
  note: string;
}

export function launchPhoneBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A phone's Chrome of the browser's own version: the cabinet lays a page out for touch from it. */
function mobileUserAgent(browser: Browser): string {
  const major = browser.version().split('.')[0];
  return `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
}

async function phoneContext(browser: Browser, cookies: readonly JarCookie[]): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: mobileUserAgent(browser),
    locale: 'ru-RU',
    // A worker installed by one load would answer the next from its own cache.
    serviceWorkers: 'block',
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  await context.addInitScript(recordTimeline);
  return context;
}

/** The profile, set on the page before it navigates. */
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downBitsPerSecond / 8,
    uploadThroughput: PROFILE.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
}

/** Polls `fn(arg)` in the page every frame until it answers a moment; answers that moment. */
export async function until<A, R>(page: Page, fn: (arg: A) => R, arg?: A): Promise<Exclude<R, false>> {
  // Playwright types a page function's argument as it arrives serialised; `fn` takes it as sent.
  const inPage = fn as (arg: unknown) => R;
  const handle = await page.waitForFunction(inPage, arg, { polling: 'raf', timeout: WAIT_MS }).catch((error: Error) => {
    throw new Error(`${page.url()}: no ${fn.name}(${JSON.stringify(arg ?? '')}) — ${error.message.split('\n')[0]}`);
  });
  return (await handle.jsonValue()) as Exclude<R, false>;
}

/** A Playwright locator for `{ css, text? }`. */
export const locate = (page: Page, { css, text }: Watched) => page.locator(css, text ? { hasText: text } : {}).first();

/**
 * One cold load of `url` on the phone, `cookies` in its jar; `scenario(page)` waits for the
 * member's moment, interacts once and answers `{ moment, ready, note? }` (bench/lib/phone-pages.ts).
 * Answers the load's figures and the cookies the app left (a session it refreshed on the way).
 */
export async function loadOnPhone(
  browser: Browser,
  {
    url,
    cookies = [],
    scenario,
    brandFont = true,
  }: { url: string; cookies?: readonly JarCookie[]; scenario: Scenario; brandFont?: boolean },
): Promise<Figures & { cookies: JarCookie[] }> {
  const context = await phoneContext(browser, cookies);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'commit', timeout: WAIT_MS });
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed} (signed out?)`);
    const marks = await scenario(page);
    await until(page, interacted);
    await page.waitForTimeout(REPORT_MS);
    const fonts = brandFont ? await page.evaluate(fontFiles) : null;
    const figures = figuresOf(await page.evaluate(timeline), marks, fonts);
    return { ...figures, cookies: await context.cookies(url) };
  } finally {
    await context.close();
  }
}

/**
 * The load's figures from its timeline, in milliseconds: FCP, LCP (its last candidate: Chromium
 * stops reporting them at the first input), the member's moment, the moment the control the member
 * uses next was React's, the blocking time until both, the interaction's latency as INP counts it,
 * the layout shifts before the interaction with the elements they moved, and how long after the first
 * paint the brand font had arrived: the last of the font files asked for before it (0 when they came
 * first; NaN when the page asked for none; 0 for a page with no brand font, `fonts` null).
 */
export function figuresOf(seen: Timeline, { moment, ready, note = '' }: Marks, fonts: FontFile[] | null = null): Figures {
  const fcp = seen.paint.find((p) => p.name === 'first-contentful-paint')?.start ?? NaN;
  const lcp = seen.lcp.at(-1);
  const interaction = worstInteraction(seen.event, seen.firstInput);
  // The checks run in a frame before its paint: what they found was not on screen before the first paint.
  const [seenAt, readyAt] = [Math.max(moment, fcp), Math.max(ready, fcp)];
  return {
    fcp,
    lcp: lcp?.start ?? NaN,
    lcpElement: lcp?.element ?? '',
    moment: seenAt,
    ready: readyAt,
    tbt: blockingTime(seen.longtask, fcp, Math.max(seenAt, readyAt)),
    inp: interaction.duration,
    inputDelay: interaction.processingStart - interaction.start,
    font: fonts === null ? 0 : fontAfter(fcp, fonts),
    cls: seen.shifts.filter((s) => !s.afterInput).reduce((sum, s) => sum + s.value, 0),
    moved: [...new Set(seen.shifts.filter((s) => !s.afterInput).flatMap((s) => s.moved))],
    note,
  };
}

/** How long after `fcp` the last font file asked for before it had arrived; NaN when none was. */
function fontAfter(fcp: number, fonts: FontFile[]): number {
  const firstPaint = fonts.filter((f) => f.start < fcp);
  return firstPaint.length === 0 ? NaN : Math.max(0, Math.max(...firstPaint.map((f) => f.end)) - fcp);
}

/**
 * Total blocking time from `from` to `to`: of each long task, what ran past its first 50 ms within
 * that span (a task that began before the first paint blocks only from then).
 */
export function blockingTime(tasks: readonly Timing[], from: number, to: number): number {
  let blocked = 0;
  for (const task of tasks) blocked += Math.max(0, Math.min(task.start + task.duration, to) - Math.max(task.start + 50, from));
  return blocked;
}

/**
 * The slowest interaction, as INP takes it: the longest event of each interaction (from the input
 * to the paint after its handlers: delay, processing and presentation). An interaction of less than
 * the observer's 16 ms has no 'event' entry; the 'first-input' entry, kept whatever its duration,
 * stands for it then.
 */
function worstInteraction(events: readonly InputTiming[], firstInputs: readonly InputTiming[]): InputTiming {
  const candidates = [...events.filter((e) => e.interactionId > 0), ...firstInputs];
  if (candidates.length === 0) throw new Error('the interaction was not reported');
  return candidates.reduce((worst, e) => (e.duration > worst.duration ? e : worst));
}

/**
 * A page the member reads, then uses: the moment every element of `shown` (or of `orShown`, what
 * the page shows instead when the member has nothing there) is on screen, and the moment `target`
 * is React's, each watched from the start (either may come first); then a tap on `target` (and
 * `type` typed), and its `result` on screen.
 */
export function readThenUse({
  shown,
  orShown,
  target,
  type,
  result,
}: {
  shown: Watched[];
  orShown?: Watched[];
  target: Watched;
  type?: string;
  result?: Watched;
}): Scenario {
  return async (page) => {
    const [moment, ready] = await Promise.all([
      until(page, shownAt, orShown ? [shown, orShown] : [shown]),
      until(page, hydratedAt, target),
    ]);
    await locate(page, target).tap({ timeout: WAIT_MS });
    if (type) {
      await page.keyboard.type(type);
      await until(page, valueAt, { css: target.css, typed: type });
    }
    if (result) await until(page, shownAt, [[result]]);
    return { moment, ready };
  };
}

/**
 * A field the member types into as soon as it shows, React's or not: the moment is when the typed
 * text is in it. Once the field is React's and the page had a moment, the text must still be there:
 * text typed before hydration that the form dropped would be a moment the member did not get.
 */
export function typeAsSoonAsShown({ field, type }: { field: Watched; type: string }): Scenario {
  const typeWhenShown = async (page: Page) => {
    await until(page, shownAt, [[{ ...field, enabled: true }]]);
    await locate(page, field).tap({ timeout: WAIT_MS });
    await page.keyboard.type(type);
    return until(page, valueAt, { css: field.css, typed: type });
  };
  return async (page) => {
    const [moment, ready] = await Promise.all([typeWhenShown(page), until(page, hydratedAt, field)]);
    await page.waitForTimeout(REPORT_MS);
    const kept = (await locate(page, field).inputValue()).includes(type);
    return { moment, ready, note: kept ? '' : `«${type}» typed at ${(moment / 1000).toFixed(2)} s was gone after hydration` };
  };
}
