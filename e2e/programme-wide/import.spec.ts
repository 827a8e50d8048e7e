// The contracts import end to end: an admin (signed in with the authenticator's code) uploads a CSV
// with a contract for the demo member, reads the preview, applies it and watches it finish; the
// demo member's balance then shows the reward in the cabinet. Axe on the import and tiers screens.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SidebarMoney } from '../pages/money';
import { seriousViolations } from '../support/axe';
import { members } from '../support/members';

async function expectAccessible(page: Page) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px on ${page.url()}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow' }).format(new Date());

test('an admin imports a CSV and the demo member’s balance rises in the cabinet', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInOperator,
}) => {
  // Two sign-ins, an import and axe on two screens at two widths: more than one test's usual minute.
  // The demo member may first wait up to a minute for a new code (sign-in.spec.ts signs them in too).
  test.setTimeout(240_000);
  // The demo member, in a browser of their own, before the import.
  const memberContext = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, members.demo);
  await memberPage.goto('/balance');
  const before = await new SidebarMoney(memberPage).read();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInOperator(page, 'adminImport');
  await page.goto('/admin/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Импорт договоров' })).toBeVisible();
  await expectAccessible(page);

  const number = `E2E-${Date.now()}`;
  const csv = [
    'Телефон;Номер договора;Клиент;Дата подписания;Статус',
    `${members.demo.phone};${number};Тестовый Клиент;${today()};действует`,
    `79009999999;${number}-X;Неизвестный;${today()};действует`,
  ].join('\n');
  await page.getByLabel('Файл договоров').setInputFiles({ name: 'договоры.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Загрузить и проверить' }).click();

  await expect(page.getByRole('heading', { name: 'Предпросмотр: договоры.csv' })).toBeVisible();
  // Refused rows are shown first, with their reason.
  await expect(page.getByRole('cell', { name: 'Участник с телефоном +7 (900) 999-99-99 не найден' })).toBeVisible();
  await page.getByRole('button', { name: 'Новые (1)' }).click();
  await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Применить (1)' }).click();
  await expect(page.getByText('Применён', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('1 из 1 строки')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Начислено по 1 договору' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Импорты договоров, новые сверху' }).getByText('договоры.csv').first(),
  ).toBeVisible();

  // The tiers page, read by the same admin.
  await page.goto('/admin/tiers');
  await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();
  await expect(page.getByLabel('Баллов за договор').first()).toBeVisible();
  await expectAccessible(page);

  // The member's cabinet shows the reward.
  await memberPage.reload();
  await expect
    .poll(async () => (await new SidebarMoney(memberPage).read()).balance, { timeout: 15_000 })
    .toBeGreaterThan(before.balance);
  await expect(memberPage.getByText(`Договор № ${number}`).first()).toBeVisible();
  await memberContext.close();
});
