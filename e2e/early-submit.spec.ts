// A sign-in form sent before the page's scripts ran is the browser's own POST (decision 0045): the
// server answers with the page, nothing typed lands in the address, and the sign-in goes on — the
// back office's to the end, the member's to the code once the scripts can solve the captcha.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { holdScripts } from './support/hold-scripts';
import { members } from './support/members';
import { testOperator, totpCode } from './support/operators';

test('a phone sent before the scripts ran comes back in the form, and the code is asked for once they run', async ({ page }) => {
  const login = new LoginPage(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await login.phone.fill('900');
  await login.phone.press('Enter');
  // The server checked the number: the page says what is wrong, with the scripts still held.
  await expect(login.error('Некорректный формат номера телефона')).toBeVisible();
  await expect(login.phone).toHaveValue('+7 (900');
  expect(page.url()).not.toContain('900');

  await login.phone.fill(members.earlySubmit.phone.replace(/^7/, ''));
  await login.phone.press('Enter');
  await expect(login.phone).toHaveValue('+7 (900) 555-01-13');
  expect(new URL(page.url()).search).toBe('');
  release();
  // Nothing pressed again: the page asks for the code with the number it was given.
  await expect(login.code).toBeVisible();
  await expect(page.getByText('+7 (900) 555-01-13')).toBeVisible();
});

test('the back office signs in by the browser’s own POST, its password never in the address', async ({ page }) => {
  const operator = testOperator('earlyOperator');
  const release = await holdScripts(page);
  await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Пароль').fill('not-the-password');
  await page.getByLabel('Пароль').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(operator.email);
  expect(page.url()).not.toContain('password');

  await page.getByLabel('Пароль').fill(operator.password);
  await page.getByLabel('Пароль').press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  release();
  await expect(page.getByText(`${operator.email} · Оператор`)).toBeVisible();
});

test('an admin’s authenticator code follows a password sent before the scripts ran, before or after they run', async ({
  page,
}) => {
  const admin = testOperator('earlyAdmin');
  const release = await holdScripts(page);
  await page.goto('/admin/login?next=%2Fadmin%2Fmembers', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Пароль').fill(admin.password);
  await page.getByLabel('Пароль').press('Enter');
  const code = page.getByLabel('Код из приложения-аутентификатора');
  await expect(code).toBeVisible();
  // The scripts run now: the code goes the way the password went, the page holding no password.
  release();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  await code.fill('000000');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await code.fill(totpCode(admin.totpSecret!));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
});
