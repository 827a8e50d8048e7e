// WCAG 2.2 AA (product §13) checked by axe on the sign-in page, the shell and the dialog.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { axeViolations as violations } from './support/axe';
import { members } from './support/members';

test('the sign-in page at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const login = new LoginPage(page);
  await login.goto();
  // Before the first input the captcha is its facade; typing brings the widget (captcha-field.tsx).
  expect(await violations(page)).toEqual([]);
  await login.typePhone('900');
  await expect(login.captchaVerified).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await login.getCode.click();
  await expect(login.error('Некорректный формат номера телефона')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the shell at 1280 px and the exit dialog', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.a11y);
  await page.goto('/news');
  const shell = new Shell(page);
  await expect(shell.greeting()).toBeVisible();
  await expect(shell.balance).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shell.exit.click();
  await expect(shell.exitDialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
