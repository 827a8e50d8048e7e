// «Выписки и справки» (decisions 0033 and 0034): an individual — the statements demo's agent, whose
// withdrawal of this month was paid with its НДФЛ withheld — finds the page from /lk, reads the
// month's tax line and who pays it and opens a line's «Подробнее», the year's income and tax, downloads both PDFs and they open, the second after the session's token lapsed;
// the page fits 320, 360, 768 and 1280 px (written to screenshots/ too). The self-employed member's
// download on their own page is self-employed.spec.ts's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { brokenRuns, settled, sidewaysOverflow } from './support/layout-checks';
import { members } from './support/members';
import { openPdf } from './support/pdf';
import { pastTokenLapse } from './support/token-lapse';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

test('an individual reads the month’s НДФЛ and the year’s income on «Выписки и справки» and downloads both as PDFs', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.statementsIndividual);
  await page.goto('/lk');
  await page.getByRole('link', { name: /Выписки и справки/ }).click();
  await expect(page).toHaveURL(/\/lk\/statements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Выписки и справки' })).toBeVisible();

  // 5 000 ₽ paid this month, 13 % of it withheld.
  const month = page.getByRole('region', { name: /^Выписка за / });
  await expect(month.getByTestId('statement-tax')).toHaveText('650\u00a0₽');
  await expect(month.getByText('Выплачено', { exact: true })).toBeVisible();
  await expect(month.getByTestId('statement-tax-note')).toContainText(
    'НДФЛ 650\u00a0₽ удержан из выплат месяца: компания перечислила его в налоговую',
  );
  const year = page.getByRole('region', { name: /^Справка о доходе за \d{4} год$/ });
  await expect(year.getByTestId('year-total-paid')).toHaveText('5\u00a0000\u00a0₽');
  await expect(year.getByTestId('year-total-ndflWithheld')).toHaveText('650\u00a0₽');
  expect(await seriousViolations(page)).toEqual([]);
  // Every line of the month opens its page: how it was calculated, and «Оспорить».
  await month.getByText(/^Операции месяца \(\d+\)$/).click();
  await expect(month.getByRole('link', { name: /^Подробнее: / }).first()).toHaveAttribute('href', /^\/balance\/\d+$/);

  const [monthPdf] = await Promise.all([page.waitForEvent('download'), month.getByRole('link', { name: 'Скачать PDF' }).click()]);
  expect((await openPdf(monthPdf)).getTitle()).toMatch(/^Выписка за [а-я]+ \d{4}$/);
  // A PDF asked for after the session cookie's token lapsed is fetched with a renewed one.
  await pastTokenLapse(page);
  const [yearPdf] = await Promise.all([
    page.waitForEvent('download'),
    year.getByRole('link', { name: 'Скачать справку в PDF' }).click(),
  ]);
  expect((await openPdf(yearPdf)).getTitle()).toMatch(/^Справка о доходе за \d{4} год$/);

  // Another month is chosen by its Russian name, whatever the browser's language.
  const picker = month.getByLabel('Месяц');
  const previous = (await picker.locator('option').nth(1).textContent())!;
  expect(previous).toMatch(/^[А-Я][а-я]+ \d{4}$/);
  await picker.selectOption({ label: previous });
  await expect(month.getByRole('heading', { level: 2 })).toHaveText(`Выписка за ${previous.toLowerCase()}`);
  await expect(month.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute('href', /month=\d{4}-\d{2}/);
  // A closed month's document leads here with its month chosen (`?month=`).
  const chosen = await picker.inputValue();
  await page.goto(`/lk/statements?month=${chosen}`);
  await expect(month.getByRole('heading', { level: 2 })).toHaveText(`Выписка за ${previous.toLowerCase()}`);

  const problems: string[] = [];
  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/lk/statements');
    await settled(page);
    await expect(page.getByTestId('statement-tax')).toHaveText('650\u00a0₽');
    const { overflow, culprits } = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${width} px: scrolls ${overflow} px sideways (${culprits.join('; ')})`);
    for (const run of await brokenRuns(page)) problems.push(`${width} px: ${run}`);
    await page.screenshot({ path: path.join(OUT, `${width}-statements.png`), fullPage: true });
  }
  expect(problems).toEqual([]);
});
