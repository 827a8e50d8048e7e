// Мои заявки: the status tabs, an order's page, and a missing order.
import { expect, test } from './fixtures';
import { moneyMembers } from './pages/money';
import { seriousViolations } from './support/axe';

test('orders by status, and a missing order says so', async ({ page, signIn, allowConsoleErrors }) => {
  // The missing order's own 404, which the browser logs.
  allowConsoleErrors(/status of 404/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, moneyMembers.orders);
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои заявки' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Статус заявок' });
  await expect(tabs.getByRole('tab')).toHaveText(['Все', 'В обработке', 'Выплачено', 'Отклонено', 'Отменено']);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: arrows move between the tabs and select them.
  await tabs.getByRole('tab', { name: 'Все' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'В обработке' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'В обработке' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  const pendingCards = page.getByTestId('order-card');
  for (const card of await pendingCards.all()) await expect(card).toContainText('В обработке');

  await page.goto('/order/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Заявка №999999999' })).toBeVisible();
  await expect(page.getByText('Заявка не найдена')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Все заявки' })).toHaveAttribute('href', '/order');
  expect(await seriousViolations(page)).toEqual([]);
});
