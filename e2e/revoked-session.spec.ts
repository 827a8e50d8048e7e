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

test('a revoked sign-in renders nothing of the member, not even the greeting', async ({ page, signIn, apiURL }) => {
  // One of the demo team: a member with a name (each test signs in with a phone of its own).
  const tokens = await signIn(page, members.revokedNamed);
  // The page's HTML as the server renders it for the session cookie.
  const html = async () => (await page.request.get('/')).text();
  const greeting = /Здравствуйте, ([А-ЯЁа-яё]+)!/.exec(await html());
  expect(greeting, 'the greeting with the name').not.toBeNull();
  const firstName = greeting![1]!;

  const revoked = await page.request.post(`${apiURL}/api/auth/logout`, { data: { refreshToken: tokens.refreshToken } });
  expect(revoked.ok()).toBe(true);
  // The old cookie still decrypts; the API refuses its token: no name, no greeting with it.
  const after = await html();
  expect(after).not.toContain(firstName);
  expect(after).not.toMatch(/Здравствуйте, [А-ЯЁа-яё]+!/);
});
