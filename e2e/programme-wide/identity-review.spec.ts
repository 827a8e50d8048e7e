// Identity review against the real servers (docs/product.md §12): an operator rejects the second demo member's
// document with a comment, Мария reads the comment in /lk, corrects the data and sends it again,
// the operator confirms the new version, and Мария can then request a withdrawal. axe on every
// back-office screen of the way at 1280 and 768 px; an admin sees who read the documents. The demo
// member's document changes for everyone after this, hence programme-wide.
import { expect, test } from '../fixtures';
import { expectAccessible, operatorPage } from '../support/back-office';
import { ProfilePage } from '../pages/profile';
import { WithdrawPage } from '../pages/money';
import { members } from '../support/members';

const MARIA = 'Кузнецова Мария Александровна';

test('an operator rejects Мария’s document, she corrects it, the operator confirms, and she can withdraw', async ({
  page,
  browser,
  signIn,
  signInOperator,
  baseURL,
}) => {
  // Мария's sign-in may first wait up to a minute for a new code: withdraw.spec.ts signs her in
  // too, among the members' last tests, shortly before this project starts. axe runs on four
  // screens at two widths besides.
  test.setTimeout(180_000);
  const desk = await operatorPage(browser, baseURL!);
  await signInOperator(desk, 'identityReview');

  // The queue, oldest first, with Мария's document in it.
  await desk.goto('/admin/identity');
  await expect(desk.getByRole('heading', { level: 1, name: 'Проверка документов' })).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: MARIA });
  await expect(row).toContainText('Новый документ');
  await expectAccessible(desk);
  await row.getByRole('link', { name: MARIA }).click();

  // The review screen: the data, the scans with their tools, the member.
  await expect(desk.getByRole('heading', { level: 1, name: `Документ: ${MARIA}` })).toBeVisible();
  await expect(desk.getByText('Версия 1, отправлена')).toBeVisible();
  const passportScan = desk.getByRole('figure').filter({ hasText: 'Скан паспорта' });
  await expect(passportScan.getByRole('img', { name: 'Скан паспорта' })).toBeVisible();
  await passportScan.getByRole('button', { name: 'Увеличить: Скан паспорта' }).click();
  await expect(passportScan.getByRole('toolbar')).toContainText('150\u00a0%');
  await passportScan.getByRole('button', { name: 'Повернуть на 90°: Скан паспорта' }).click();
  const turned = await passportScan.getByRole('img').evaluate((img) => getComputedStyle(img).transform);
  expect(turned).not.toBe('none');
  await expect(desk.getByRole('figure').filter({ hasText: 'Скан ИНН' })).toContainText('Не загружен');
  await expect(desk.getByRole('link', { name: 'Открыть карточку участника' })).toBeVisible();
  await expectAccessible(desk);

  // Rejected with a comment for Мария.
  await desk.getByRole('button', { name: 'Отклонить' }).click();
  await expect(desk.getByText('Напишите участнику, что исправить')).toBeVisible();
  const comment = 'Адрес регистрации не совпадает со сканом: укажите номер квартиры, как в паспорте';
  await desk.getByLabel('Комментарий для участника').fill(comment);
  await desk.getByRole('button', { name: 'Отклонить' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Отклонить' }).click();
  await expect(desk.getByText('Паспортные данные отклонены: участник увидит комментарий в профиле.')).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: MARIA })).toHaveCount(0);

  // Мария reads the comment under the status, corrects the address and sends it again.
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, members.second);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.statusBadge('Отклонено')).toBeVisible();
  await expect(profile.passport.getByText(comment)).toBeVisible();
  await profile.field(profile.passportForm, 'Адрес регистрации').fill('г. Санкт-Петербург, ул. Марата, д. 10, кв. 15');
  await profile.save(profile.passportForm).click();
  await expect(profile.result(profile.passportForm)).toHaveText('Паспортные данные сохранены и отправлены на проверку');
  await expect(profile.statusBadge('На рассмотрении')).toBeVisible();
  await expect(profile.passport.getByText(comment)).toHaveCount(0);

  // The operator finds the new version, marked as corrected, and confirms it.
  await desk.goto('/admin/identity');
  const again = desk.getByRole('row').filter({ hasText: MARIA });
  await expect(again).toContainText('Исправлен после отклонения');
  await expect(again).toContainText('Адрес регистрации');
  await again.getByRole('link', { name: MARIA }).click();
  await expect(desk.getByText('Версия 2, отправлена')).toBeVisible();
  const history = desk.getByRole('region', { name: 'История версий и решений' });
  await expect(history).toContainText('Версия 1');
  await expect(history).toContainText(comment);
  await desk.getByRole('button', { name: 'Подтвердить' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Подтвердить паспортные данные (версия 2)?' });
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByText('Паспортные данные подтверждены.')).toBeVisible();
  await expectAccessible(desk);
  await desk.context().close();

  // Мария's profile says so, and a withdrawal goes through.
  await profile.goto();
  await expect(profile.statusBadge('Подтверждено')).toBeVisible();
  const withdraw = new WithdrawPage(page);
  await withdraw.goto();
  await withdraw.bankSearch.fill('сбер');
  await page.getByRole('radio').first().check();
  await withdraw.amount.fill('100');
  await withdraw.next.click();
  await withdraw.confirm.click();
  await expect(page.getByRole('heading', { name: 'Заявка создана' })).toBeVisible();
});

test('an admin sees who read Мария’s documents and when', async ({ page, signInOperator }) => {
  await signInOperator(page, 'identityAdmin');
  // Мария's document is decided (the journey above): the review screen is reached from her card.
  await page.goto('/admin/members');
  await page.getByLabel('Телефон, имя, ИНН или номер договора').fill('+7 (900) 765-43-21');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('link', { name: MARIA }).click();
  await page.getByRole('link', { name: 'Открыть проверку документа' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Документ: ${MARIA}` })).toBeVisible();
  const access = page.getByRole('region', { name: 'Кто читал документы' });
  await expect(access.getByRole('cell', { name: 'участник' }).first()).toBeVisible();
  await expect(access.getByRole('cell', { name: /^e2e\.identityreview@/ }).first()).toBeVisible();
  await expect(access.getByRole('cell', { name: 'Просмотр скана документа: Скан паспорта' }).first()).toBeVisible();
  await expectAccessible(page);
});
