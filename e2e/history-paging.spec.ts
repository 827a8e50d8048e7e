// The account history's first page comes with the page's HTML; a line says its contract's or
// order's number once; the same bank is named the same everywhere; phone numbers stay whole.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { BalancePage } from './pages/money';
import { brokenRuns, settled } from './support/layout-checks';
import { members } from './support/members';
import { requestWithdrawal } from './support/withdrawal';

const HISTORY = '**/api/balance/account-history/**';

test('the first page of history comes with the page: none of it is asked for by the browser', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, members.historyFirstPage);
  // The browser's way to the history is closed: what shows was read by the app server.
  const asked: string[] = [];
  await page.route(HISTORY, (route: Route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  await page.goto('/balance');
  const balance = new BalancePage(page);
  await expect(balance.entries.first()).toBeVisible();
  await expect(balance.found).toBeVisible();
  expect(asked).toEqual([]);
  // Paging by the specification's 200 and «Показать ещё»: history-section.test.tsx.
});

test('a history line names its contract and its order once; the bank is «Сбербанк» everywhere', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, members.issue13Bank);
  const orderId = await requestWithdrawal(page, members.issue13Bank.phone, 100);

  await page.goto('/balance');
  const balance = new BalancePage(page);
  await expect(balance.entries.first()).toBeVisible();

  // Accruals: 'Договор № АД-…' once, the number marked in the description.
  const accrual = balance.entries.filter({ hasText: 'Начисление за договор' }).first();
  const contract = await accrual.getByTestId('history-contract').innerText();
  const text = await accrual.innerText();
  expect(text.split(contract)).toHaveLength(2);

  // The withdrawal: its order named once (the link), the bank by its full name, the phone whole.
  const withdrawal = balance.entries.filter({ hasText: 'Вывод средств' }).first();
  await expect(withdrawal.getByRole('link', { name: `Заявка № ${orderId}` })).toHaveAttribute('href', `/order/${orderId}`);
  expect((await withdrawal.innerText()).match(new RegExp(`№\\s?${orderId}(?!\\d)`, 'g'))).toHaveLength(1);
  await expect(withdrawal).toContainText('Сбербанк');
  await settled(page);
  expect(await brokenRuns(page)).toEqual([]);

  // The same bank on the order's card and page.
  await page.goto('/order');
  const card = page.getByTestId('order-card').filter({ hasText: `Заявка №${orderId}` });
  await expect(card).toContainText('Сбербанк');
  await card.click();
  await expect(page.getByText('Сбербанк', { exact: true })).toBeVisible();
  expect(await brokenRuns(page)).toEqual([]);
});
