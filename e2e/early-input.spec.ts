// What is typed — or filled in by a password manager — while the page's scripts are still loading
// reaches the form: React keeps the text on screen when it hydrates, but without lib/early-input.ts
// the form never hears of it and its next render empties the field (the back office's sign-in
// answered «Введите e-mail» to an operator who had filled both fields).
import type { Locator } from '@playwright/test';
import { expect, REFRESH_TOKEN_KEY, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { holdScripts } from './support/hold-scripts';
import { ProfilePage } from './pages/profile';
import { members } from './support/members';
import { testOperator } from './support/operators';

/** Whether React has taken the element over (it keeps its fiber on the node). */
function isHydrated(control: Locator): Promise<boolean> {
  return control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}

test('the back office sign-in keeps an e-mail and a password filled before its scripts ran', async ({ page }) => {
  const operator = testOperator('spare2');
  const release = await holdScripts(page);
  await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
  const email = page.getByLabel('E-mail');
  await email.fill(operator.email);
  await page.getByLabel('Пароль').fill(operator.password);
  expect(await isHydrated(email)).toBe(false);

  release();
  await expect.poll(() => isHydrated(email)).toBe(true);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(`${operator.email} · Оператор`)).toBeVisible();
});

test('the sign-in keeps a phone typed before its scripts ran, and masks it once they do', async ({ page }) => {
  const login = new LoginPage(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await login.phone.fill('900123');
  expect(await isHydrated(login.phone)).toBe(false);

  release();
  // The mask is the form's own: it shows that the form has the digits.
  await expect(login.phone).toHaveValue('+7 (900) 123');
  await login.getCode.click();
  await expect(login.error('Некорректный формат номера телефона')).toBeVisible();
});

test("the profile's fields come with the member's data, and a field changed before the scripts ran is saved", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.earlyInput);
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.field(profile.personal, 'Фамилия').fill('Ранний');
  await profile.field(profile.personal, 'Имя').fill('Пётр');
  await profile.save(profile.personal).click();
  await expect(profile.result(profile.personal)).toHaveText('Изменения сохранены');

  // The server renders the forms only with a live token (8 s here): renewed right before, as the
  // page's own refresh does.
  await page.evaluate(async (key) => {
    const res = await fetch(`/api/refresh-token?refreshToken=${encodeURIComponent(localStorage.getItem(key) ?? '')}`);
    const answer = (await res.json()) as { data: { refresh_token: string } };
    localStorage.setItem(key, answer.data.refresh_token);
  }, REFRESH_TOKEN_KEY);
  const release = await holdScripts(page);
  await page.goto('/lk', { waitUntil: 'domcontentloaded' });
  const lastName = profile.field(profile.personal, 'Фамилия');
  const firstName = profile.field(profile.personal, 'Имя');
  // The server's HTML holds the saved name: no empty fields that fill in later.
  await expect(lastName).toHaveValue('Ранний');
  await expect(firstName).toHaveValue('Пётр');
  await firstName.fill('Тимофей');
  expect(await isHydrated(firstName)).toBe(false);

  release();
  await expect.poll(() => isHydrated(firstName)).toBe(true);
  await expect(firstName).toHaveValue('Тимофей');
  await expect(lastName).toHaveValue('Ранний');
  await profile.save(profile.personal).click();
  await expect(profile.result(profile.personal)).toHaveText('Изменения сохранены');
  await profile.goto();
  await expect(firstName).toHaveValue('Тимофей');
});
