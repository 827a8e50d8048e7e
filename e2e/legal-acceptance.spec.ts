// The rules and the consent, versioned and accepted (docs/product.md §12d): a member with the current
// versions not accepted yet cannot withdraw and is led to «Правила и согласие»; accepts the rules with
// a tick and a code and the consent with a tick of its own; then withdraws. An admin reads who
// accepted each version and downloads the log with the member's acceptance in it.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { operatorPage } from './support/back-office';
import { settled, sidewaysOverflow } from './support/layout-checks';
import { CODE, members } from './support/members';
import { WithdrawPage } from './pages/money';

test('a member accepts the new rules by code and the consent by a tick before withdrawing; the back office sees it', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInOperator,
}) => {
  test.setTimeout(240_000);
  const agent = members.legalAcceptance;
  await signIn(page, agent);

  await page.goto('/withdraw');
  // Ксения has accepted no version of either document: a first acceptance, not a new edition.
  await expect(
    page.getByRole('heading', { name: 'Примите правила программы и согласие на обработку персональных данных' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Продолжить' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Перейти к документам' }).click();
  await expect(page).toHaveURL(/\/rules\/accept$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Правила и согласие' })).toBeVisible();

  // The screen with both documents to accept fits every width and passes the accessibility scan.
  const problems: string[] = [];
  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    const { overflow, culprits } = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${width} px: scrolls ${overflow} px sideways (${culprits.join('; ')})`);
  }
  expect(problems).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  const rules = page.getByRole('listitem', { name: 'Правила программы' });
  await expect(rules.getByText(/^Версия 1 от \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(rules.getByRole('link', { name: 'Читать правила' })).toHaveAttribute('href', '/rules');
  await rules.getByRole('button', { name: 'Получить код' }).click();
  await expect(rules.getByText('Сначала отметьте, что прочитали правила и принимаете их')).toBeVisible();
  await rules.getByLabel('Я прочитал(а) правила программы и принимаю их').check();
  await rules.getByRole('button', { name: 'Получить код' }).click();
  await expect(rules.getByText('Код отправлен в SMS на номер вашей учётной записи.')).toBeVisible();
  await rules.getByLabel('Код подтверждения').fill(CODE);
  await rules.getByRole('button', { name: 'Принять правила' }).click();
  await expect(rules.getByText(/^Принято \d\d\.\d\d\.\d{4}, \d\d:\d\d$/)).toBeVisible();

  const consent = page.getByRole('listitem', { name: 'Согласие на обработку персональных данных' });
  await consent.getByRole('button', { name: 'Дать согласие' }).click();
  await expect(consent.getByText('Отметьте, что даёте согласие')).toBeVisible();
  await consent.getByLabel('Даю согласие на обработку моих персональных данных на условиях этого текста').check();
  await consent.getByRole('button', { name: 'Дать согласие' }).click();
  await expect(consent.getByText(/^Принято /)).toBeVisible();
  await expect(page.getByText('Действующие редакции приняты. Когда выйдет новая, кабинет напомнит о ней.')).toBeVisible();

  // The consent is a document of its own.
  const [reader] = await Promise.all([
    page.waitForEvent('popup'),
    consent.getByRole('link', { name: 'Читать согласие' }).click(),
  ]);
  await expect(reader.getByRole('heading', { level: 1, name: 'Согласие на обработку персональных данных' })).toBeVisible();
  await expect(reader.getByText('Отозвать согласие можно в Кабинете', { exact: false })).toBeVisible();
  await reader.close();

  // Now the withdrawal goes through.
  const money = new WithdrawPage(page);
  await money.goto();
  await page.getByRole('radio', { name: 'Сбербанк' }).check();
  await money.amount.fill('1000');
  await money.next.click();
  await money.confirm.click();
  await expect(page.getByRole('heading', { name: 'Заявка создана' })).toBeVisible();

  // The back office: the version accepted by the member, and the log with the member in it.
  const admin = await operatorPage(browser, baseURL);
  await signInOperator(admin, 'legalAdmin');
  await admin.goto('/admin/legal');
  const adminRules = admin.getByRole('region', { name: 'Правила программы' });
  await expect(adminRules.getByText(/Он же действует сейчас: публиковать нечего/)).toBeVisible();
  await expect(adminRules.getByRole('row', { name: /№ 1, редакция от .*действует/ })).toContainText(/\d+ из \d+ \(/);
  expect(await axeViolations(admin)).toEqual([]);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    adminRules.getByRole('button', { name: 'Журнал принятия (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^acceptances-rules-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const line = csv.split('\r\n').find((l) => l.includes('Орлова Ксения Викторовна'));
  expect(line).toContain(`${agent.phone};`);
  expect(line).toContain('Отметка и одноразовый код;SMS');
});
