// Spec §4/§8: when the sign-in is revoked (elsewhere, by an operator, by theft detection), the next
// call cannot be refreshed: the page logs 'Failed to refresh token', signs out and lands on /login.
import { expect, REFRESH_TOKEN_KEY, test } from './fixtures';
import { Shell } from './pages/shell';
import { members } from './support/members';

test('a revoked session lands on /login', async ({ page, signIn, apiURL, allowConsoleErrors }) => {
  allowConsoleErrors(/^Failed to refresh token$/);
  const tokens = await signIn(page, members.revoked);
  await page.goto('/');
  await expect(new Shell(page).balance).toBeVisible();

  // Revoke the sign-in in the API itself, behind the web app's back.
  const revoked = await page.request.post(`${apiURL}/api/auth/logout`, { data: { refreshToken: tokens.refreshToken } });
  expect(revoked.ok()).toBe(true);

  const failures: string[] = [];
  page.on('console', (msg) => {
    if (msg.text() === 'Failed to refresh token') failures.push(msg.text());
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
  expect(failures).toEqual(['Failed to refresh token']);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), REFRESH_TOKEN_KEY)).toBeNull();

  // The session cookie went with it: the cabinet stays closed.
  await page.goto('/news');
  await expect(page).toHaveURL(/\/login\?next=%2Fnews$/);
});
