// Spec §2: pages require sign-in — a visitor goes to /login and comes back after — and /login
// sends a member who is signed in already on.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { CODE, members } from './support/members';

test('a visitor is sent to /login and returns to the page after signing in', async ({ page }) => {
  await page.goto('/balance');
  await expect(page).toHaveURL(/\/login\?next=%2Fbalance$/);
  const login = new LoginPage(page);
  await login.requestCode(members.returnTo.phone);
  await login.submitCode(CODE);
  await expect(page).toHaveURL(/\/balance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мой Баланс');

  // Signed in, /login has nothing to offer.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Главная');
});
