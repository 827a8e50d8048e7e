// Spec §2: 'Выйти' asks 'Вы действительно хотите выйти из аккаунта?'; 'Отмена', Escape, the
// backdrop and the close button keep the member in; 'Да' signs out. The generic modal locks scrolling.
import { expect, REFRESH_TOKEN_KEY, test } from './fixtures';
import { Shell } from './pages/shell';
import { members } from './support/members';

test('the exit dialog closes by Отмена, Escape, the backdrop and its close button, and Да signs out', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.exitModal);
  await page.goto('/');
  const shell = new Shell(page);
  await expect(shell.greeting()).toBeVisible();
  const html = page.locator('html');

  await shell.exit.click();
  await expect(shell.exitDialog).toBeVisible();
  await expect(shell.exitDialog.getByRole('button', { name: 'Да' })).toBeVisible();
  await expect(html).toHaveCSS('overflow', 'hidden');
  // Focus starts on the safe answer.
  await expect(shell.exitDialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await shell.exitDialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(shell.exitDialog).toBeHidden();
  await expect(html).not.toHaveCSS('overflow', 'hidden');
  // Every way of closing gives the focus back to «Выйти» (WCAG 2.4.3), not to the page's start.
  await expect(shell.exit).toBeFocused();

  await shell.exit.click();
  await expect(shell.exitDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.exitDialog).toBeHidden();
  await expect(shell.exit).toBeFocused();

  await shell.exit.click();
  await expect(shell.exitDialog).toBeVisible();
  // The backdrop: a point of the page outside the dialog's box.
  await page.mouse.click(20, 400);
  await expect(shell.exitDialog).toBeHidden();
  await expect(shell.exit).toBeFocused();

  await shell.exit.click();
  await expect(shell.exitDialog).toBeVisible();
  await shell.exitDialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(shell.exitDialog).toBeHidden();
  await expect(shell.exit).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  await shell.exit.click();
  await shell.exitDialog.getByRole('button', { name: 'Да' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), REFRESH_TOKEN_KEY)).toBeNull();

  // The session is gone on the server too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  expect(await (await page.request.get('/api/user/')).json()).toEqual({ isLoggedIn: false });
});

test('on a slow network «Выйти» shows at once that the dialog is coming, then the dialog', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page's idle moment never comes, so the dialog's code is asked for only at the click.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  // The dialog's chunk: it reads the question's text, which the shell's messages define beside the
  // busy text. It is held back until the test lets it go.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('exitQuestion') && !body.includes('exitLoading')) {
      held += 1;
      await released;
    }
    await route.fulfill({ response, body });
  });
  await signIn(page, members.exitSlowNetwork);
  await page.goto('/');
  const shell = new Shell(page);
  await expect(shell.greeting()).toBeVisible();

  await shell.exit.click();
  // The button itself answers at once: busy, and the status region says why.
  await expect(shell.exit).toHaveAttribute('aria-busy', 'true', { timeout: 1_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Открываем…' })).toHaveCount(1, { timeout: 1_000 });
  // Counted once the route has the chunk from the server, which may be after the busy text shows.
  await expect.poll(() => held).toBe(1);
  release();
  await expect(shell.exitDialog).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Открываем…' })).toHaveCount(0);
  await expect(shell.exit).not.toHaveAttribute('aria-busy');
  await shell.exitDialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(shell.exit).toBeFocused();
});
