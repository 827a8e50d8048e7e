// A link prefetches its page once the member shows intent (IntentLink), not as soon as it
// is on the screen: a page load asks the app server for no other page, and pointing at a menu link
// or focusing it prefetches that page alone.
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

  // And the link still opens its page.
  await shell.menu.getByRole('link', { name: 'Мой Баланс' }).click();
  await expect(shell.heading).toHaveText('Мой Баланс');
});
