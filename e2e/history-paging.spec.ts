// The account history pages by the specification's 200; a line says its contract's or
// order's number once; the same bank is named the same everywhere; phone numbers stay whole.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { BalancePage } from './pages/money';
import { brokenRuns, settled } from './support/layout-checks';
import { members } from './support/members';
import { requestWithdrawal } from './support/withdrawal';

const HISTORY = '**/api/balance/account-history/**';

test('a page of history is 200 lines, and «Показать ещё» brings 200 more', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, members.issue13Paging);
  // A long history (a busy agent's): 450 lines, answered by the test in the proxy's own shape.
  const total = 450;
  const asked: { skip: number; max: number }[] = [];
  await page.route(HISTORY, async (route: Route) => {
    const url = new URL(route.request().url());
    const skip = Number(url.searchParams.get('skipCount') ?? 0);
    const max = Number(url.searchParams.get('maxResultCount') ?? 0);
    asked.push({ skip, max });
    const history = Array.from({ length: Math.max(0, Math.min(max, total - skip)) }, (_, i) => {
      const n = skip + i + 1;
      return {
        id: n,
        date: new Date(Date.UTC(2026, 0, 1) - n * 3_600_000).toISOString(),
        amount: 500,
        category: 'accrual',
        status: 'Начислено',
        title: 'Начисление за договор',
        description: `Договор № АД-2026-${String(n).padStart(6, '0')} от 01.01.2026, Клиент ${n}`,
        contractNumber: `АД-2026-${String(n).padStart(6, '0')}`,
      };
    });
    await route.fulfill({ json: { history, totalCount: total } });
  });
  await page.goto('/balance');
  const balance = new BalancePage(page);
  await expect(balance.entries).toHaveCount(200);
  await expect(page.getByText(`Показано 200 из ${total}`)).toBeVisible();
  await balance.showMore.click();
  await expect(balance.entries).toHaveCount(400);
  await expect(page.getByText(`Показано 400 из ${total}`)).toBeVisible();
  await balance.showMore.click();
  await expect(balance.entries).toHaveCount(total);
  await expect(balance.showMore).toHaveCount(0);
  expect(asked.slice(0, 3)).toEqual([
    { skip: 0, max: 200 },
    { skip: 200, max: 200 },
    { skip: 400, max: 200 },
  ]);
});

test('a history line names its contract and its order once; the bank is «Сбербанк» everywhere', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, members.issue13Bank);
  const orderId = await requestWithdrawal(page, members.issue13Bank.phone, 100);

  const sizes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/balance/account-history/')) sizes.push(new URL(r.url()).searchParams.get('maxResultCount') ?? '');
  });
  await page.goto('/balance');
  const balance = new BalancePage(page);
  await expect(balance.entries.first()).toBeVisible();
  expect(sizes[0]).toBe('200');

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
