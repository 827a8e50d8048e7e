// The withdrawal desk against the real servers: a member asks for a payout, an operator pays it and
// the member sees the order paid and the frozen amount fall; a rejected order shows its reason in
// /order; a payment above the approval threshold counts only after a second operator's approval.
// The members are the demo data's desk agents (apps/api/src/seed/desk-demo.ts), with points and a
// confirmed identity; their money changes, hence programme-wide.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { operatorPage } from '../support/back-office';
import { SidebarMoney } from '../pages/money';
import { seriousViolations } from '../support/axe';
import { members } from '../support/members';

/** Asks for a withdrawal to the member's own phone through the API, as the cabinet's form does. */
async function requestWithdrawal(page: Page, apiURL: string, token: string, phone: string, amount: number): Promise<number> {
  const res = await page.request.post(`${apiURL}/api/withdrawal/`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { bankId: '100000000111', amount, phone },
  });
  expect(res.ok(), `withdrawal: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { order: { id: number } }).order.id;
}

const orderLink = (orderId: number) => new RegExp(`^№\\s${orderId}$`);

async function openOrder(page: Page, orderId: number) {
  await page.goto('/admin/withdrawals');
  await page
    .getByRole('link', { name: orderLink(orderId) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Заявка № ${orderId}` })).toBeVisible();
}

async function confirmIn(page: Page, title: RegExp, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('an operator pays a withdrawal; the member sees it paid and the frozen amount fall', async ({
  page,
  browser,
  signIn,
  signInOperator,
  apiURL,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signIn(page, members.deskPaid);
  const orderId = await requestWithdrawal(page, apiURL, member.accessToken, members.deskPaid.phone, 1000);
  const sidebar = new SidebarMoney(page);
  await page.goto('/order');
  const before = await sidebar.read();
  expect(before.frozen).toBeGreaterThanOrEqual(1000);

  const desk = await operatorPage(browser, baseURL!);
  await signInOperator(desk, 'deskPay');
  await desk.goto('/admin/withdrawals');
  await expect(desk.getByRole('heading', { level: 1, name: 'Выплаты' })).toBeVisible();
  await expect(desk.getByRole('link', { name: orderLink(orderId) })).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  await openOrder(desk, orderId);
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.getByRole('button', { name: 'Выплатить' }).click();
  await confirmIn(desk, /^Выплатить 1\s000\sб\.\?$/, 'Выплатить');
  await expect(desk.getByText('Заявка выплачена.')).toBeVisible();

  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Выплачено').first()).toBeVisible();
  await expect.poll(async () => (await sidebar.read()).frozen).toBe(before.frozen - 1000);

  // The register for the bank downloads as a CSV.
  await desk.goto('/admin/payouts');
  await expect(desk.getByRole('heading', { level: 1, name: 'Реестр выплат' })).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Скачать реестр' }).click();
  expect((await download).suggestedFilename()).toMatch(/^payouts-paid-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await desk.context().close();
});

test('a rejected order shows its reason in /order', async ({ page, browser, signIn, signInOperator, apiURL, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signIn(page, members.deskRejected);
  const orderId = await requestWithdrawal(page, apiURL, member.accessToken, members.deskRejected.phone, 700);

  const desk = await operatorPage(browser, baseURL!);
  await desk.setViewportSize({ width: 768, height: 1000 });
  await signInOperator(desk, 'deskReject');
  await openOrder(desk, orderId);
  await desk.getByRole('button', { name: 'Отклонить' }).click();
  await expect(desk.getByText('Укажите причину отказа')).toBeVisible();
  await desk.getByLabel('Причина отказа').fill('Номер СБП не совпадает с данными банка');
  await desk.getByRole('button', { name: 'Отклонить' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Отклонить' }).click();
  await expect(desk.getByText('Заявка отклонена, баллы вернулись участнику.')).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);

  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Отклонено').first()).toBeVisible();
  await expect(page.getByText('Номер СБП не совпадает с данными банка').first()).toBeVisible();
  await desk.context().close();
});

test('a payment above the threshold counts only after a second operator approves it', async ({
  page,
  browser,
  signIn,
  signInOperator,
  apiURL,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signIn(page, members.deskApproved);
  const orderId = await requestWithdrawal(page, apiURL, member.accessToken, members.deskApproved.phone, 60_000);

  const maker = await operatorPage(browser, baseURL!);
  await signInOperator(maker, 'deskPay');
  await openOrder(maker, orderId);
  await maker.getByRole('button', { name: 'Выплатить' }).click();
  await confirmIn(maker, /^Выплатить 60\s000\sб\.\?$/, 'Выплатить');
  await expect(maker.getByText('Выплата проведена и ждёт подтверждения второго оператора.')).toBeVisible();

  // Nothing changed for the member yet.
  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('В обработке').first()).toBeVisible();

  const checker = await operatorPage(browser, baseURL!);
  await signInOperator(checker, 'deskApprove');
  await checker.goto('/admin/withdrawals');
  const approvals = checker.getByRole('region', { name: 'Ждут подтверждения второго оператора' });
  await expect(approvals.getByRole('link', { name: orderLink(orderId) })).toBeVisible();
  await approvals.getByRole('link', { name: orderLink(orderId) }).click();
  // The payment waits at the approvals door (decision 0060); the order's page shows it with its decisions.
  const summary = `Выплатить заявку № ${orderId} на 60\\s000\\sб\\.`;
  await expect(checker.getByText(new RegExp(`^Ждёт подтверждения второго оператора: ${summary}$`))).toBeVisible();
  await checker.getByRole('button', { name: 'Подтвердить' }).click();
  await confirmIn(checker, new RegExp(`^Подтвердить: ${summary}\\?$`), 'Подтвердить');
  await expect(checker.getByText('Подтверждено: заявка выплачена или передана на выплату её способом.')).toBeVisible();

  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Выплачено').first()).toBeVisible();
  await maker.context().close();
  await checker.context().close();
});
