// Spec §2 /login and the greeting and balance of the shell: the demo member signs in by phone,
// captcha and SMS code, on a phone (360 px) and on a desktop (1280 px).
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { GROUPED_BALANCE, Shell } from './pages/shell';
import { CODE, members } from './support/members';

// The demo member's two sign-ins run in order: the API allows a phone a new code once a minute.
test.describe.configure({ mode: 'serial' });

test('the demo member signs in on a 360 px phone and sees the greeting and the balance', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.phone).toHaveAttribute('placeholder', '+7 (900) 000-00-00');
  await login.typePhone(members.demo.phone);
  await expect(login.phone).toHaveValue('+7 (900) 123-45-67');
  await login.getCode.click();

  await expect(login.code).toBeVisible();
  await expect(login.code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(login.code).toHaveAttribute('maxlength', '25');
  await expect(page.getByText(/Отправить код ещё раз можно через 0:\d\d|Отправить код ещё раз можно через 1:00/)).toBeVisible();
  await login.submitCode(CODE);

  await expect(page).toHaveURL(/\/$/);
  const shell = new Shell(page);
  await expect(shell.heading).toHaveText('Главная');
  // On a phone the sidebar is a drawer behind the menu button. The rule that hides it came in /login's
  // inline <style> beside a disabled link (decision 0023): the navigation after sign-in keeps it in force.
  await expect(shell.sidebar).toBeHidden();
  await shell.openMenu.click();
  await expect(shell.greeting('Иван')).toBeVisible();
  await expect(shell.balance).toHaveText(GROUPED_BALANCE);
  await expect(shell.frozen).toHaveText(/^\(заморожено [\d\u00a0,]+\u00a0б\.\)$/);
});

test('the demo member signs in on a 1280 px desktop once a new code may be sent', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 429 \(Too Many Requests\)/);
  // The previous test took the minute's code: the page says so and counts down before it allows another.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const login = new LoginPage(page);
  await login.goto();
  await login.requestCode(members.demo.phone);

  await expect(login.error(/^Новый код можно запросить через \d+ секунд[уы]?$/)).toBeVisible();
  await expect(login.getCode).toBeDisabled();
  await expect(page.getByText(/^Повторить можно через 0:\d\d$/)).toBeVisible();
  await expect(login.getCode).toBeEnabled({ timeout: 75_000 });
  await login.getCode.click();
  await login.submitCode(CODE);

  await expect(page).toHaveURL(/\/$/);
  const shell = new Shell(page);
  // On a desktop the sidebar is always there.
  await expect(shell.greeting('Иван')).toBeVisible();
  await expect(shell.balance).toHaveText(GROUPED_BALANCE);
  await expect(shell.openMenu).toBeHidden();
});
