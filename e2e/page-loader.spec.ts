// The page's loader (apps/web/page-rewrite/page-loader.js, decision 0039): a page paints before any
// of its scripts or fonts is asked for; Golos is drawn from files an earlier page stored, never
// fetched before a paint nor swapped in after one; what a member does before the scripts have run is
// done once they have.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Shell } from './pages/shell';
import { golosStored, renderedFonts } from './support/fonts';
import { holdScripts } from './support/hold-scripts';
import { members } from './support/members';

/** When the first contentful paint came, and what the page asked for, by kind, with when (the page's clock). */
function loadTimeline(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    chunks: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js'))
      .map((r) => r.startTime),
    fonts: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.woff2'))
      .map((r) => (r as PerformanceResourceTiming).initiatorType),
    drawn: document.documentElement.dataset.fonts ?? null,
  }));
}

test('a first visit paints before its scripts are asked for and without Golos; the next page draws Golos from what it stored', async ({
  page,
  signIn,
}) => {
  await signIn(page, members.pageLoader);
  await page.goto('/');
  await expect(new Shell(page).heading).toBeVisible();
  const first = await loadTimeline(page);
  expect(first.chunks.length).toBeGreaterThan(3);
  for (const start of first.chunks) expect(start).toBeGreaterThan(first.paint);
  // No font file for the paint: the metric-matched fallback face, for the whole page.
  expect(first.drawn).toBeNull();
  expect(first.fonts.every((initiator) => initiator === 'fetch')).toBe(true);
  expect(await renderedFonts(page, 'h1')).not.toContainEqual(expect.stringMatching(/^Golos/));
  // Once hydrated and idle, the loader stores the build's three Golos files.
  await golosStored(page);

  await page.goto('/balance');
  const next = await loadTimeline(page);
  expect(next.drawn).toBe('golos');
  // Drawn from the stored files: not one font request.
  expect(next.fonts).toEqual([]);
  expect(await renderedFonts(page, 'h1')).toEqual([expect.stringMatching(/^Golos Text/)]);
  // Digits and the currency unit, from the Latin file.
  expect(await renderedFonts(page, '#sidebar [data-testid="balance-amount"]')).toEqual([expect.stringMatching(/^Golos Text/)]);
});

test('«Выйти» pressed before the scripts ran asks its question once they have', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.pageLoaderExit);
  const release = await holdScripts(page);
  await page.goto('/news', { waitUntil: 'domcontentloaded' });
  const shell = new Shell(page);
  await shell.exit.click();
  await expect(shell.exitDialog).toBeHidden();

  release();
  await expect(shell.exitDialog).toBeVisible();
  // Asked once, however the press was made.
  await shell.exitDialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(shell.exitDialog).toBeHidden();
  await expect(page).toHaveURL(/\/news$/);
});

test("the back office's search typed, its status chosen and «Найти» pressed before the scripts ran are searched for once they have", async ({
  page,
  signInOperator,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInOperator(page, 'spare1');
  const release = await holdScripts(page);
  await page.goto('/admin/members', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Телефон, имя, ИНН или номер договора').fill('Петров');
  await page.getByLabel('Статус').selectOption({ label: 'Активен' });
  await page.getByRole('button', { name: 'Найти' }).click();
  // Held: the browser did not send the form itself.
  await expect(page).toHaveURL(/\/admin\/members$/);

  release();
  await expect(page).toHaveURL(/\/admin\/members\?q=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2&status=active$/);
  await expect(page.getByRole('row', { name: /Петров Иван/ })).toBeVisible();
});
