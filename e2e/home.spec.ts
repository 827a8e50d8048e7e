// The home page: balance and frozen amount, this month's planner, the latest notifications and news.
import { expect, test } from './fixtures';
import { moneyMembers } from './pages/money';
import { members } from './support/members';
import { seriousViolations } from './support/axe';

test('home shows the balance, the planner, notifications and news, and leads to the withdrawal', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, moneyMembers.home);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  const main = page.locator('main');

  const balance = main.getByRole('region', { name: 'Баланс' });
  await expect(balance.getByTestId('balance-amount')).toHaveText(/\d.*б\./);
  await expect(balance.getByTestId('frozen-amount')).toContainText('заморожено');

  const planner = main.getByRole('region', { name: /^Этот месяц — / });
  await expect(planner.getByTestId('planner-contracts')).toHaveText(/^\d+$/);
  await expect(planner.getByRole('progressbar', { name: 'Прогресс до следующего уровня' })).toBeVisible();
  await expect(planner.getByText(/^(Ещё \d+ договор|Вы на высшем уровне)/)).toBeVisible();
  await expect(planner.getByRole('list', { name: 'Уровни месяца' }).getByRole('listitem')).toHaveCount(3);

  const notifications = main.getByRole('region', { name: 'Уведомления' });
  await expect(notifications.getByRole('link', { name: 'Все уведомления' })).toHaveAttribute('href', '/notification');
  const notes = notifications.getByRole('listitem');
  await expect(notes.first()).toBeVisible();
  expect(await notes.count()).toBeLessThanOrEqual(5);

  const news = main.getByRole('region', { name: 'Новости' });
  await expect(news.getByRole('listitem')).toHaveCount(3);
  await expect(news.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/news\/\d+$/);

  expect(await seriousViolations(page)).toEqual([]);

  await balance.getByRole('link', { name: 'Вывести' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вывод средств' })).toBeVisible();
});

test('home at 360 px has no serious accessibility violations', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, moneyMembers.mobile);
  await page.goto('/');
  await expect(page.getByTestId('planner-contracts')).toBeVisible();
  await expect(page.locator('main').getByRole('region', { name: 'Новости' }).getByRole('listitem')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  for (const path of ['/balance', '/order', '/withdraw']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});

test('the home page shows at once what /news and /notification changed: a like and the read notifications', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.homeCache);
  await page.goto('/');
  const main = page.locator('main');
  const notes = main.getByRole('region', { name: 'Уведомления' });
  await expect(notes.getByText('Новое').first()).toBeVisible();
  const news = main.getByRole('region', { name: 'Новости' });
  const firstNews = news.getByRole('listitem').first();
  await expect(firstNews).toContainText(/Нравится: \d+/);
  const before = (await firstNews.textContent()) ?? '';

  // The newest item is the first card of /news and of the home page's preview; like it there.
  await page.getByRole('link', { name: 'Новости', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  const like = page
    .getByRole('tabpanel')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Нравится: \d+$/ });
  const count = Number(/(\d+)$/.exec((await like.getAttribute('aria-label')) ?? '')?.[1]);
  await like.click();
  await expect(like).toHaveAccessibleName(`Нравится: ${count + 1}`);

  // The notifications the member sees are marked read (what is seen, so all are scrolled to).
  await page.getByRole('link', { name: 'Уведомления: есть непрочитанные' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  const items = page.getByRole('tabpanel').getByRole('article');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) await item.scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Уведомления: нет новых' })).toBeVisible();

  // Back home without a reload: the cached previews are up to date.
  await page.getByRole('link', { name: 'Главная' }).first().click();
  await expect(main.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await expect(firstNews).not.toHaveText(before);
  await expect(firstNews).toContainText(`Нравится: ${count + 1}`);
  await expect(notes.getByRole('listitem').first()).toBeVisible();
  await expect(notes.getByText('Новое')).toHaveCount(0);
});
