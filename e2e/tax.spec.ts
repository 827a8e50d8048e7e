// НДФЛ of an individual (decision 0033): «Налоги» on /lk, the withdrawal's confirmation showing the
// tax and what reaches the bank before the points are frozen, the same on the order, and the tax's
// own line in the history.
// The confirmation is also written to screenshots/ at the four widths (a step, not a URL).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { WithdrawPage } from './pages/money';
import { seriousViolations } from './support/axe';
import { members } from './support/members';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

test('an individual sees the НДФЛ before confirming a withdrawal, and as its own line in the history', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.taxIndividual);

  // The tax profile: an individual resident until changed, the identity document's ИНН shown.
  await page.goto('/lk');
  const tax = page.getByRole('region', { name: 'Налоги' });
  await expect(tax.getByRole('radio', { name: /Физическое лицо/ })).toBeChecked();
  await expect(tax.getByText('ИНН взят из паспортных данных.', { exact: false })).toBeVisible();
  await expect(tax.getByRole('radio', { name: /Резидент РФ/ })).toBeChecked();
  await tax.getByLabel('ИНН').fill('690123456700');
  await tax.getByRole('button', { name: 'Сохранить' }).click();
  await expect(tax.getByText('ИНН физического лица — 12 цифр с верными контрольными цифрами').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Налоги' }).getByLabel('ИНН')).not.toHaveValue('690123456700');

  const withdraw = new WithdrawPage(page);
  await withdraw.goto();
  await withdraw.bankSearch.fill('сбер');
  await page.getByRole('radio').first().check();
  await withdraw.amount.fill('1000');
  await withdraw.next.click();
  const confirmStep = page.getByRole('region', { name: 'Проверьте заявку' });
  await expect(confirmStep.getByTestId('confirm-amount')).toHaveText('1\u00a0000\u00a0б.');
  await expect(confirmStep.getByText('НДФЛ 13\u00a0%')).toBeVisible();
  await expect(confirmStep.getByTestId('confirm-tax')).toHaveText('−130\u00a0б.');
  await expect(confirmStep.getByTestId('confirm-to-bank')).toHaveText('870\u00a0б.');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(OUT, `${width}-withdraw-tax.png`), fullPage: true });
  }

  await withdraw.confirm.click();
  await expect(page.getByRole('heading', { name: 'Заявка создана' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Открыть заявку №\d+$/ });
  const orderId = /№(\d+)/.exec(await link.innerText())![1];

  // The order keeps what its payout will withhold and what the bank will get.
  await link.click();
  await expect(page.getByTestId('order-amount')).toHaveText('1\u00a0000\u00a0б.');
  await expect(page.getByText('НДФЛ 13\u00a0%')).toBeVisible();
  await expect(page.getByTestId('order-tax')).toHaveText('−130\u00a0б.');
  await expect(page.getByTestId('order-to-bank')).toHaveText('870\u00a0б.');
  await expect(page.getByText('Придёт в банк')).toBeVisible();

  await page.goto('/balance');
  const line = page.getByTestId('history-entry').filter({ hasText: 'НДФЛ 13' }).first();
  await expect(line).toContainText(`Заявка № ${orderId}`);
  await expect(line).toContainText('130');
  await expect(page.getByTestId('history-entry').filter({ hasText: 'Вывод средств' }).first()).toContainText('870');
});
