// The agent's word (docs/product.md §12b, §12c): an admin proposes to close last month and a second
// admin closes it; the agent reads the month's document, signs it with a code and gets its PDF with
// the stamp; disputes a line after reading how it was calculated and claims a missing contract with
// a photo; an operator refuses the dispute with a reason, an admin credits the claim above the
// threshold and a second admin approves it; the agent reads both answers and the credit's line; a
// contract of the closed month imported afterwards lands as a line of this month. It closes a month
// for everyone: a programme-wide journey.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { axeViolations } from '../support/axe';
import { operatorPage } from '../support/back-office';
import { importContract } from '../support/import-contract';
import { CODE, members } from '../support/members';
import { openPdf } from '../support/pdf';

const moscowToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow' }).format(new Date());
const monthShift = (month: string, delta: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + m - 1 + delta;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
const title = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ruDate = (iso: string) => iso.split('-').reverse().join('.');

/** A photo of the contract, as a phone takes one. */
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8e0d0' } })
    .png()
    .toBuffer();

test('a month is closed, its document signed by code; a line disputed and a contract claimed are answered', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInOperator,
}) => {
  test.setTimeout(420_000);
  const agent = members.agentDocuments;
  const lastMonth = monthShift(moscowToday().slice(0, 7), -1);
  const seededMonth = monthShift(lastMonth, -1);

  // An admin proposes to close last month; another admin closes it by approving the proposal (the approvals door).
  const maker = await operatorPage(browser, baseURL);
  await signInOperator(maker, 'documentsMaker');
  await maker.goto('/admin/periods');
  await maker
    .getByRole('row', { name: new RegExp(capital(title(lastMonth))) })
    .getByRole('button', { name: 'Закрыть месяц' })
    .click();
  await maker.getByRole('dialog').getByRole('button', { name: 'Предложить закрыть' }).click();
  await expect(
    maker.getByText(`Предложение закрыть месяц «${capital(title(lastMonth))}» отправлено`, { exact: false }),
  ).toBeVisible();

  const checker = await operatorPage(browser, baseURL);
  await signInOperator(checker, 'documentsChecker');
  await checker.goto('/admin/periods');
  await checker
    .getByRole('row', { name: new RegExp(capital(title(lastMonth))) })
    .getByRole('button', { name: 'Подтвердить' })
    .click();
  await checker
    .getByRole('dialog', { name: `Подтвердить: Закрыть месяц «${capital(title(lastMonth))}»?` })
    .getByRole('button', { name: 'Подтвердить' })
    .click();
  await expect(checker.getByText('Подтверждено: месяц закрыт, документы агентов готовятся и появятся в списке.')).toBeVisible();
  // The documents follow from a job: the list shows them made.
  await expect(
    checker.getByRole('row', { name: new RegExp(capital(title(lastMonth))) }).getByText(/подписано \d+ из \d+/),
  ).toBeVisible({ timeout: 30_000 });

  // The agent reads the document of the month closed before (the demo's), and signs it by code.
  await signIn(page, agent);
  await page.goto('/lk/statements');
  const document = page.getByRole('listitem', { name: `Отчёт агента за ${title(seededMonth)}` });
  await expect(document.getByText('Ждёт подписи')).toBeVisible();
  const [unsignedPdf] = await Promise.all([
    page.waitForEvent('download'),
    document.getByRole('link', { name: 'Скачать PDF' }).click(),
  ]);
  expect((await openPdf(unsignedPdf)).getTitle()).toBe(`Отчёт агента за ${title(seededMonth)}`);
  const unsignedSize = (await readFile((await unsignedPdf.path())!)).length;
  await document.getByRole('button', { name: 'Подписать кодом' }).click();
  await expect(document.getByText('Код отправлен в SMS на номер вашей учётной записи.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await document.getByLabel('Код подтверждения').fill(CODE);
  await document.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(document.getByTestId('document-signature')).toHaveText(
    /^Подписан .* кодом, отправленным в SMS на \+7 \(900\) 444-00-02\.$/,
  );
  const [signedPdf] = await Promise.all([
    page.waitForEvent('download'),
    document.getByRole('link', { name: 'Скачать PDF' }).click(),
  ]);
  await openPdf(signedPdf);
  // The stamp is a paragraph more: who, when, to which phone, from where, the hash.
  expect((await readFile((await signedPdf.path())!)).length).toBeGreaterThan(unsignedSize);

  // A line of the history: how it was calculated, then «Оспорить».
  await page.goto('/balance');
  await page
    .getByRole('link', { name: /^Подробнее: Начисление за договор/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Как посчитано' })).toBeVisible();
  await expect(page.getByText(/-й договор за /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Оспорить' }).click();
  await page.getByRole('radio', { name: 'Неверный тариф' }).check();
  await page.getByLabel('Комментарий').fill('Абонент подключил тариф «Семейный».');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page).toHaveURL(/\/disputes\/\d+$/);
  const lineDispute = /\/disputes\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByText('Новое').first()).toBeVisible();

  // A contract that no import brought, with a photo of it.
  const claimed = `ЯР-E2E-${Date.now()}`;
  await page.goto('/disputes');
  await page.getByRole('link', { name: 'Договора нет в начислениях' }).click();
  await expect(page.getByLabel('Номер договора')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Номер договора').fill(claimed);
  await page.getByLabel('Дата договора').fill(moscowToday());
  await page.getByLabel('Адрес или телефон абонента').fill('г. Ярославль, ул. Свободы, д. 1');
  await page
    .getByTestId('dispute-file-input')
    .setInputFiles({ name: 'договор.png', mimeType: 'image/png', buffer: await photo() });
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page).toHaveURL(/\/disputes\/\d+$/);
  const claim = /\/disputes\/(\d+)$/.exec(page.url())![1]!;
  await expect(
    page
      .getByRole('img')
      .or(page.getByRole('link', { name: /Файл 1/ }))
      .first(),
  ).toBeVisible();

  // The operator refuses the dispute with a reason.
  const operator = await operatorPage(browser, baseURL);
  await signInOperator(operator, 'disputesOperator');
  await operator.goto(`/admin/disputes/${lineDispute}`);
  await operator.getByRole('radio', { name: 'Отказать' }).check();
  await operator.getByLabel('Причина/ответ участнику').fill('Тариф «Семейный» подключён после даты договора.');
  await operator.getByRole('button', { name: 'Отправить ответ' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Отказать' }).click();
  await expect(operator.getByText('По спору отказано: участник прочтёт причину.')).toBeVisible();

  // An admin credits the claim above the threshold: it waits for a second admin, who approves it.
  await maker.goto(`/admin/disputes/${claim}`);
  await maker.getByLabel('Сумма, б.').fill('60000');
  await maker.getByLabel('Причина/ответ участнику').last().fill('Договор найден у оператора связи, начисляем.');
  await maker.getByRole('button', { name: 'Начислить' }).click();
  await maker.getByRole('dialog').getByRole('button', { name: 'Начислить' }).click();
  await expect(maker.getByText('Начисление отправлено на подтверждение второму администратору.')).toBeVisible();
  // The dispute's page shows the waiting credit with its decisions (the approvals door, decision 0060).
  await checker.goto(`/admin/disputes/${claim}`);
  await expect(checker.getByText(new RegExp(`^Ждёт подтверждения второго администратора: Спор № ${claim}:`))).toBeVisible();
  await checker.getByRole('button', { name: 'Подтвердить' }).click();
  await checker.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(checker.getByText('Подтверждено: начислено по спору, спор решён.')).toBeVisible();

  // The agent reads both answers and the credit's line.
  await page.goto('/disputes');
  await expect(page.getByText('Решено: отказано')).toBeVisible();
  await expect(page.getByText('Решено: начислено')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/disputes/${lineDispute}`);
  await expect(page.getByText('Тариф «Семейный» подключён после даты договора.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/balance');
  await expect(page.getByText(`Начисление по спору № ${claim}`).first()).toBeVisible();

  // A contract of the closed month imported now is a line of this month.
  const late = `ЯР-E2E-LATE-${Date.now()}`;
  await importContract(maker, agent.phone, late, { signedOn: `${lastMonth}-20`, client: 'Тихонов Лев' });
  await page.goto('/balance');
  const lateLine = page.getByTestId('history-entry').filter({ hasText: late });
  await expect(lateLine).toBeVisible();
  await expect(lateLine.locator('time')).toHaveText(new RegExp(`^${ruDate(moscowToday())}`));
});
