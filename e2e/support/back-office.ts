// What the back-office browser tests share: an operator's own browser beside the member's, and the
// axe check at the back office's two widths.
import { expect, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

/** An operator works in a browser context of their own (cookies apart from the member's). */
export async function operatorPage(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

/**
 * No serious axe finding at 1280 and 768 px (the back office's widths); the page is left at 1280.
 * `namesMatchText`: at the first width, every control's name also contains the words it shows.
 */
export async function expectAccessible(
  page: Page,
  widths: readonly number[] = [1280, 768],
  { namesMatchText = false } = {},
): Promise<void> {
  for (const [i, width] of widths.entries()) {
    await page.setViewportSize({ width, height: 900 });
    const found = await seriousViolations(page, { namesMatchText: namesMatchText && i === 0 });
    expect(found, `axe at ${width} px on ${page.url()}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
