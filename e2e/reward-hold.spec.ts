// The quality hold from the member's side (docs/product.md «Удержание начислений»): an import whose row
// holds its tariff's reward for 14 days puts it «ожидает подтверждения» on /balance with the day it
// becomes available, not on the balance; the contract cancelled inside the hold takes it away with
// no debt, and the member is told so. The import goes through the back office's API (the import
// screen has its own journey, programme-wide/import.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SidebarMoney } from './pages/money';
import { members } from './support/members';

const DAY = 86_400_000;
const moscowDay = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow' }).format(at);
const russian = (iso: string) => iso.split('-').reverse().join('.');

/** Uploads a CSV as the signed-in operator, applies it and waits until it is applied. */
async function importCsv(page: Page, csv: string): Promise<void> {
  const preview = await page.request.post('/api/admin/imports', {
    multipart: {
      fileName: 'удержание.csv',
      content: { name: 'удержание.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const { id } = (await preview.json()) as { id: number };
  expect((await page.request.post(`/api/admin/imports/${id}/apply`)).status()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/imports/${id}`)).json()) as { status: string }).status, {
      timeout: 30_000,
    })
    .toBe('applied');
}

test('a held reward shows its day on the balance, and a cancellation inside the hold leaves no debt', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInOperator,
}) => {
  // The member joins at the first sign-in: the import finds them by phone after it.
  await signIn(page, members.heldReward);
  const operatorContext = await browser.newContext({ baseURL });
  const operator = await operatorContext.newPage();
  await signInOperator(operator, 'holdImport');

  const today = moscowDay(new Date());
  const number = `HOLD-${Date.now()}`;
  const header = 'Телефон;Номер договора;Клиент;Дата подписания;Статус;Тариф;Удержание, дней';
  await importCsv(
    operator,
    [header, `${members.heldReward.phone};${number};Соколова Вера;${today};действует;Домашний;14`].join('\n'),
  );

  await page.goto('/balance');
  const held = page.getByTestId('held-rewards');
  await expect(held.getByText('Ожидает подтверждения: 500 б.')).toBeVisible();
  const availableOn = russian(moscowDay(new Date(new Date(`${today}T12:00:00+03:00`).getTime() + 14 * DAY)));
  await expect(held.getByRole('listitem')).toHaveCount(1);
  await expect(held.getByRole('listitem')).toContainText(`с ${availableOn} · 1 договор`);
  await expect(held.getByRole('listitem')).toContainText('500 б.');
  // Not on the balance: nothing can be withdrawn yet.
  expect((await new SidebarMoney(page).read()).balance).toBe(0);

  await importCsv(operator, [header, `${members.heldReward.phone};${number};Соколова Вера;${today};расторгнут;;`].join('\n'));
  await operatorContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Мой Баланс' })).toBeVisible();
  await expect(held).toHaveCount(0);
  await expect(page.getByText(/^Долг:/)).toHaveCount(0);
  expect((await new SidebarMoney(page).read()).balance).toBe(0);
  await page.goto('/notification');
  await expect(page.getByText('Начисление 500 б. отменено')).toBeVisible();
  await expect(
    page.getByText(
      `Договор № ${number} (Соколова Вера) расторгнут до подтверждения. Баллы за него не были доступны — долга нет.`,
    ),
  ).toBeVisible();
});
