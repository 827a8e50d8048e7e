// A link prefetches its page once the member shows intent (IntentLink), not as soon as it
// is on the screen: a page load asks the app server for no other page, and pointing at a menu link
// or focusing it prefetches that page alone. A click opens the page inside the app (no new document);
// a click with Ctrl opens it in a tab of its own, as the browser does with any link.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Shell } from './pages/shell';
import { members } from './support/members';

/** The pages the browser prefetched (Next's RSC requests), by path. */
function prefetchedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.headers()['next-router-prefetch'] || url.searchParams.has('_rsc')) paths.push(url.pathname);
  });
  return paths;
}

test('the shell prefetches a page only when its link is pointed at or focused', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.prefetchIntent);
  const prefetched = prefetchedPaths(page);
  await page.goto('/');
  const shell = new Shell(page);
  await expect(shell.greeting()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);

  await shell.menu.getByRole('link', { name: 'Мой Баланс' }).hover();
  await expect.poll(() => prefetched).toContain('/balance');
  await shell.menu.getByRole('link', { name: 'Новости' }).focus();
  await expect.poll(() => prefetched).toContain('/news');
  expect([...new Set(prefetched)].sort()).toEqual(['/balance', '/news']);

  // A modified click is the browser's: a new tab, this page stays.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    shell.menu.getByRole('link', { name: 'Новости' }).click({ modifiers: ['Control'] }),
  ]);
  // A new tab starts blank and then opens the link: its address is the page's once it is there.
  await expect(tab).toHaveURL(/\/news$/);
  await tab.close();
  expect(new URL(page.url()).pathname).toBe('/');

  // A click opens its page inside the app: the document this test marked is still there.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await shell.menu.getByRole('link', { name: 'Мой Баланс' }).click();
  await expect(shell.heading).toHaveText('Мой Баланс');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
