// Мой Баланс: history filters (tab, dates, search), paging, CSV export, and the monthly chart.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { BalancePage, moneyMembers, points } from './pages/money';
import { seriousViolations } from './support/axe';

test('history filters, paging and export', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, moneyMembers.balance);
  await page.goto('/balance');
  const balance = new BalancePage(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Мой Баланс' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Начисления за последние 12 месяцев/ })).toBeVisible();
  await expect(balance.found).toBeVisible();
  const total = await balance.total();
  expect(total).toBeGreaterThan(10);
  // A page is the specification's 200 lines: this member's whole history at once; paging
  // through longer ones is in history-paging.spec.ts.
  await expect(balance.entries).toHaveCount(Math.min(200, total));
  await expect(page.getByText(`Показано ${Math.min(200, total)} из ${total}`)).toBeVisible();
  if (total <= 200) await expect(balance.showMore).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Tab: accruals only, every amount positive.
  await balance.tab('Начисления').click();
  await expect(balance.tab('Начисления')).toHaveAttribute('aria-selected', 'true');
  await expect(balance.entries.first()).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  for (const amount of await balance.entries.locator('span').filter({ hasText: /б\.$/ }).allInnerTexts()) {
    expect(amount.startsWith('+'), amount).toBe(true);
  }
  const accruals = await balance.total();
  expect(accruals).toBeLessThanOrEqual(total);

  // Search by the first entry's contract number: it is found, and only entries with it.
  const contract = (await balance.entries.first().getByTestId('history-contract').innerText()).replace('Договор ', '');
  await balance.search.fill(contract);
  await expect(balance.found).not.toHaveText(`Найдено операций: ${accruals}`);
  await expect(balance.entries.first()).toContainText(contract);
  for (const text of await balance.entries.allInnerTexts()) expect(text).toContain(contract);

  // Dates: out of the spec's range is refused in Russian; a range in the future finds nothing.
  await balance.search.fill('');
  await balance.since.fill('1900-01-01');
  await expect(page.getByText('Дата должна быть между 01.01.1925 и 31.12.2099')).toBeVisible();
  await balance.since.fill('2099-01-01');
  await expect(page.getByText('Операций не найдено.')).toBeVisible();
  await expect(balance.exportCsv).toBeDisabled();
  await balance.since.fill('');
  await expect(balance.found).toHaveText(`Найдено операций: ${accruals}`);

  // Export: every accrual of the filter, over all pages, as CSV for Russian Excel.
  const download = page.waitForEvent('download');
  await balance.exportCsv.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^history-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Дата;Операция;Описание;Тип;Статус;Договор;Заявка;Сумма, б.');
  expect(lines).toHaveLength(accruals + 1);
  expect(lines.some((line) => line.includes(`;${contract};`) && line.includes(';Начисление;'))).toBe(true);
  const amounts = lines.slice(1).map((line) => points(line.split(';').at(-1)!));
  expect(amounts.every((a) => a > 0)).toBe(true);
  // The count's word agrees with it (countRu): «1 операция», «3 операции», «5 операций».
  await expect(page.getByText(new RegExp(`^Файл готов: ${accruals} операци(я|и|й)$`))).toBeVisible();

  // The chart's figures as a table.
  await page.getByRole('button', { name: 'Показать таблицей' }).click();
  await expect(page.getByRole('table', { name: 'Начисления за последние 12 месяцев' }).getByRole('row')).toHaveCount(13);
});
