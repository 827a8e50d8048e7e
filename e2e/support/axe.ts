// The one axe check of the browser tests: WCAG 2.2 AA rules (product §13), one line a finding.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every finding on the page as it is now (the shell's own pages are held to this). `namesMatchText`
 * adds axe's experimental rule that a control's accessible name contains the words it shows (a
 * voice-control user says what they see), in the same run.
 */
export async function axeViolations(page: Page, { seriousOnly = false, namesMatchText = false } = {}): Promise<string[]> {
  // A dialog fading in is half transparent: its colours would be measured mid-way and fail contrast.
  // Finite animations only: a spinner or a skeleton's shimmer runs for ever.
  // Polled by the clock rather than by animation frames: a renderer starved on a busy machine draws
  // frames rarely, and the check must not wait on them.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: 100 },
  );
  // After a navigation in the app, Next.js writes the new page's <title> once its metadata has
  // streamed in, a moment after the content a test waits for: the check waits for it too (a page
  // that never gets a title still fails below, as `document-title`).
  await page
    .waitForFunction(() => document.title.trim() !== '', undefined, { polling: 100, timeout: 5_000 })
    .catch(() => undefined);
  const builder = new AxeBuilder({ page });
  // options() replaces the options; withTags() then adds the tags to them. Only the violations are
  // collected node by node and sent back: every rule still runs, the passes are not carried home.
  builder.options({
    resultTypes: ['violations'],
    ...(namesMatchText ? { rules: { 'label-content-name-mismatch': { enabled: true } } } : {}),
  });
  const result = await builder.withTags(TAGS).analyze();
  return result.violations
    .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Serious and critical findings only: the bar for every screen. */
export function seriousViolations(page: Page, { namesMatchText = false } = {}): Promise<string[]> {
  return axeViolations(page, { seriousOnly: true, namesMatchText });
}
