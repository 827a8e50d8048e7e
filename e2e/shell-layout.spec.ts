// Spec §2 layout: collapsible sidebar with avatar, greeting and balance; the menu with the routes'
// titles; policy and rules in the top bar (and only in the phone's menu); the bell; mobile drawer.
import { expect, test } from './fixtures';
import { Shell } from './pages/shell';
import { members } from './support/members';

const pages: [string, string][] = [
  ['Мой Баланс', '/balance'],
  ['Вывод средств', '/withdraw'],
  ['Мои заявки', '/order'],
  ['Новости', '/news'],
  ['Мой профиль', '/lk'],
  ['Помощь', '/help'],
  ['Главная', '/'],
];

test('desktop: the menu opens every page with its title, and the sidebar collapses', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.desktopShell);
  await page.goto('/');
  const shell = new Shell(page);
  await expect(shell.greeting()).toBeVisible();
  await expect(shell.balance).toHaveText('0\u00a0б.');
  await expect(shell.frozen).toHaveText('(заморожено 0\u00a0б.)');
  // No photo yet: the person placeholder.
  await expect(page.locator('#sidebar img').first()).toHaveAttribute('src', /avatar-placeholder\.svg/);

  for (const [title, path] of pages) {
    await shell.menu.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
    await expect(shell.heading).toHaveText(title);
    await expect(shell.menu.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${title} — АГЕНТ ПЛЮС`);
  }

  // Policy and rules: hidden in the desktop menu, linked from the top bar.
  await expect(shell.menu.getByRole('link', { name: 'Политика конфиденциальности' })).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Политика конфиденциальности' }).click();
  await expect(shell.heading).toHaveText('Политика конфиденциальности');
  await page.getByRole('banner').getByRole('link', { name: 'Правила программы' }).click();
  await expect(shell.heading).toHaveText('Правила программы');

  // The bell is off for a member without notifications, and opens them.
  await shell.bell('off').click();
  await expect(shell.heading).toHaveText('Уведомления');
  // The avatar opens the profile.
  await page.locator('#sidebar').getByRole('link', { name: 'Мой профиль' }).first().click();
  await expect(shell.heading).toHaveText('Мой профиль');

  const wide = (await shell.sidebar.boundingBox())!.width;
  await shell.collapse.click();
  await expect(page.getByRole('button', { name: 'Развернуть меню' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await shell.sidebar.boundingBox())!.width).toBeLessThan(wide / 2);
  // Collapsed, the entries keep their names for assistive technology and their tooltips.
  await expect(shell.menu.getByRole('link', { name: 'Новости' })).toHaveAttribute('title', 'Новости');
  // The choice is remembered: a reload paints the sidebar collapsed from the first frame.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Развернуть меню' })).toHaveAttribute('aria-expanded', 'false');
  expect((await shell.sidebar.boundingBox())!.width).toBeLessThan(wide / 2);
  await page.getByRole('button', { name: 'Развернуть меню' }).click();
  await expect.poll(async () => (await shell.sidebar.boundingBox())!.width).toBe(wide);
  await page.reload();
  await expect(shell.collapse).toHaveAttribute('aria-expanded', 'true');
  expect((await shell.sidebar.boundingBox())!.width).toBe(wide);
});

test('phone: the menu is a drawer with policy and rules, closed by Escape or by following a link', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, members.mobileShell);
  await page.goto('/');
  const shell = new Shell(page);
  await expect(shell.heading).toHaveText('Главная');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Политика конфиденциальности' })).toBeHidden();
  await expect(shell.exit).toBeVisible();
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await shell.openMenu.click();
  await expect(shell.greeting()).toBeVisible();
  await expect(shell.closeMenu).toBeFocused();
  await expect(shell.menu.getByRole('link', { name: 'Политика конфиденциальности' })).toBeVisible();
  await expect(shell.menu.getByRole('link', { name: 'Правила программы' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.sidebar).toBeHidden();
  await expect(shell.openMenu).toBeFocused();

  await shell.openMenu.click();
  await shell.menu.getByRole('link', { name: 'Правила программы' }).click();
  await expect(shell.heading).toHaveText('Правила программы');
  await expect(shell.sidebar).toBeHidden();
});

test('keyboard: a skip link leads past the menu to the page', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.keyboard);
  await page.goto('/help');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержанию' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeFocused();
});
