// Notifications from the back office against the real servers: an admin sends one to every member;
// the demo member's bell, off after reading everything, lights up, and the notification is in
// /notification with its link. Every member gets it, hence programme-wide.
import { expect, test } from '../fixtures';
import { expectAccessible, operatorPage } from '../support/back-office';
import { Shell } from '../pages/shell';
import { members } from '../support/members';

test("a notification sent to everyone lights the demo member's bell", async ({
  page,
  browser,
  signIn,
  signInOperator,
  apiURL,
  baseURL,
}) => {
  // The demo member may first wait up to a minute for a new code (other journeys sign them in
  // too); then an admin's sign-in, a send and axe on two screens at two widths.
  test.setTimeout(240_000);
  const title = `Выплаты в праздники ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signIn(page, members.demo);
  // Everything read first, so that the bell is off before the send.
  const read = await page.request.post(`${apiURL}/api/notification/read`, {
    headers: { authorization: `Bearer ${member.accessToken}` },
    data: {},
  });
  expect(read.ok(), await read.text()).toBe(true);
  const shell = new Shell(page);
  await page.goto('/');
  await expect(shell.bell('off')).toBeVisible();

  const admin = await operatorPage(browser, baseURL!);
  await signInOperator(admin, 'notifySend');
  await admin.goto('/admin/notifications');
  await expect(admin.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('link', { name: 'Новое уведомление' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Новое уведомление' })).toBeVisible();
  await admin.getByRole('radio', { name: 'Всем участникам' }).check();
  await admin.getByLabel('Категория').selectOption({ label: 'Сообщение программы' });
  await admin.getByLabel('Заголовок').fill(title);
  await admin.getByLabel('Текст').fill('С 1 по 10 мая заявки выплачиваются в первый рабочий день.');
  // A link outside the cabinet is refused before anything is sent.
  await admin.getByLabel('Ссылка на страницу кабинета').fill('https://example.com');
  await admin.getByRole('button', { name: 'Отправить…' }).click();
  await expect(admin.getByText('Такой страницы в кабинете нет', { exact: false })).toBeVisible();
  await admin.getByLabel('Ссылка на страницу кабинета').fill('/withdraw');
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Отправить…' }).click();
  // '61 участнику', '60 участникам': how many members there are depends on the journeys run before.
  const dialog = admin.getByRole('dialog', { name: /^Отправить уведомление [\d\s\u00a0]+ участник(?:у|ам)\?$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(admin.getByText(/^Уведомление отправлено: доставлено [\d\s\u00a0]+ участник(?:у|ам)\.$/)).toBeVisible();

  await admin.getByRole('link', { name: 'К списку уведомлений' }).click();
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Всем участникам');
  await expect(row).toContainText('Отправлено');
  await admin.context().close();

  // The member's bell lights up without signing in again, and the notification leads to /withdraw.
  await page.goto('/');
  await expect(shell.bell('on')).toBeVisible();
  await shell.bell('on').click();
  const item = page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(title) }) });
  await expect(item).toBeVisible();
  await expect(item.getByText('С 1 по 10 мая заявки выплачиваются в первый рабочий день.')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/withdraw');
});
