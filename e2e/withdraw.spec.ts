// Вывод средств: a withdrawal from the form to the new order, the balance and frozen amount changing
// in the sidebar, cancelling it (the points come back), and the identity-not-confirmed message.
import { expect, test } from './fixtures';
import { moneyMembers, SidebarMoney, WithdrawPage } from './pages/money';
import { seriousViolations } from './support/axe';

test('withdraw, see the order and the frozen amount, cancel it and get the points back', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, moneyMembers.withdraw);
  const withdraw = new WithdrawPage(page);
  const sidebar = new SidebarMoney(page);
  await withdraw.goto();
  const before = await sidebar.read();
  expect(before.balance).toBeGreaterThanOrEqual(100);

  // The SBP phone is the member's own, masked like the sign-in field.
  await expect(withdraw.phone).toHaveValue('+7 (900) 111-00-04');
  await expect(page.getByTestId('withdraw-available')).toHaveText(/\d/);
  expect(await seriousViolations(page)).toEqual([]);

  // The form refuses what the API would refuse.
  await withdraw.amount.fill('50');
  await withdraw.next.click();
  await expect(page.getByText('Выберите банк')).toBeVisible();
  await expect(page.getByText('Минимальная сумма вывода — 100 б.')).toBeVisible();

  // A bank found by search.
  await withdraw.bankSearch.fill('сбер');
  // The list filters as one types: the bank is read once the search has narrowed it.
  const bank = page.getByRole('radio', { name: /сбер/i }).first();
  const bankName = (await bank.locator('xpath=..').innerText()).trim();
  await bank.check();
  await withdraw.amount.fill('100');
  await withdraw.next.click();

  const confirmStep = page.getByRole('region', { name: 'Проверьте заявку' });
  await expect(confirmStep).toContainText(bankName);
  await expect(confirmStep.getByTestId('confirm-amount')).toHaveText('100\u00a0б.');
  expect(await seriousViolations(page)).toEqual([]);

  // A double click sends one request.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/withdrawal/')) posts.push(r.headers()['idempotency-key'] ?? '');
  });
  await withdraw.confirm.dblclick();
  await expect(page.getByRole('heading', { name: 'Заявка создана' })).toBeVisible();
  // One request: a retry after a lapsed access token's refresh repeats it with the same key.
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);

  // The sidebar follows: 100 б. less available, 100 б. more frozen.
  await expect.poll(async () => (await sidebar.read()).balance).toBe(before.balance - 100);
  await expect.poll(async () => (await sidebar.read()).frozen).toBe(before.frozen + 100);

  // The new order, then its cancellation.
  await page.getByRole('link', { name: /^Открыть заявку №\d+$/ }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка №\d+$/ })).toBeVisible();
  await expect(page.getByTestId('order-amount')).toHaveText('100\u00a0б.');
  await expect(page.getByText('В обработке').first()).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Заявка создана' })).toBeVisible();

  const cancelOrder = page.getByRole('button', { name: 'Отменить заявку' });
  await cancelOrder.click();
  const dialog = page.getByRole('dialog', { name: 'Отменить заявку?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Не отменять' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // Closed without cancelling (its button, Escape): the focus is back on «Отменить заявку».
  await dialog.getByRole('button', { name: 'Не отменять' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancelOrder).toBeFocused();
  await cancelOrder.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancelOrder).toBeFocused();
  await cancelOrder.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Заявка отменена, баллы вернулись на баланс.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить заявку' })).toHaveCount(0);
  await expect(page.getByText('Отменено').first()).toBeVisible();

  await expect.poll(async () => (await sidebar.read()).balance).toBe(before.balance);
  await expect.poll(async () => (await sidebar.read()).frozen).toBe(before.frozen);

  // The list shows it under 'Отменено'.
  await page.goto('/order');
  await page.getByRole('tab', { name: 'Отменено' }).click();
  await expect(page.getByTestId('order-card').first()).toContainText('Отменено');
});

test('a reload on the confirmation keeps it, and a press whose answer was lost makes one order, not two', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_CONNECTION_RESET/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, moneyMembers.withdrawReload);
  const withdraw = new WithdrawPage(page);
  const sidebar = new SidebarMoney(page);
  await withdraw.goto();
  const before = await sidebar.read();
  await withdraw.bankSearch.fill('сбер');
  await page.getByRole('radio').first().check();
  await withdraw.amount.fill('100');
  await withdraw.next.click();
  const confirmStep = page.getByRole('region', { name: 'Проверьте заявку' });
  await expect(confirmStep.getByTestId('confirm-amount')).toHaveText('100\u00a0б.');

  // A phone browser reloads the tab: the confirmation is still there.
  await page.reload();
  await expect(confirmStep.getByTestId('confirm-amount')).toHaveText('100\u00a0б.');

  // The press reaches the API, its answer is lost on the way back; then the tab reloads.
  const keys: string[] = [];
  await page.route('**/api/withdrawal/', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await withdraw.confirm.click();
  await expect.poll(() => keys.length).toBe(1);
  await page.reload();
  await expect(confirmStep.getByTestId('confirm-amount')).toHaveText('100\u00a0б.');
  await withdraw.confirm.click();
  await expect(page.getByRole('heading', { name: 'Заявка создана' })).toBeVisible();
  // The same key every time (a slow machine may let the client try once more before the reload):
  // the API answered the order it had made.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  await expect.poll(async () => (await sidebar.read()).balance).toBe(before.balance - 100);
  await expect.poll(async () => (await sidebar.read()).frozen).toBe(before.frozen + 100);
  // Done: a reload shows the form, not the confirmation.
  await page.reload();
  await expect(withdraw.amount).toBeVisible();
  await expect(confirmStep).toHaveCount(0);
});

test('a member whose identity is under review is told to finish the profile (read-only)', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, moneyMembers.second);
  const withdraw = new WithdrawPage(page);
  await withdraw.goto();
  await expect(page.getByRole('heading', { name: 'Нужно подтвердить паспортные данные' })).toBeVisible();
  await expect(page.getByText('Сейчас статус: «На рассмотрении»')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти в профиль' })).toHaveAttribute('href', '/lk');
  await expect(withdraw.confirm).toHaveCount(0);
  await expect(withdraw.next).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
