// The identity rule as a member meets it (decision 0015): an unchanged save sends nothing and
// says so; a better photo of a confirmed document keeps it confirmed; a change of the data is
// announced before it is sent, and the new status shows at once on the profile, /withdraw and the
// home page (one query key, no reload). And 152-ФЗ: withdrawing the consent in /lk, after a question
// that says withdrawals will need the data again, deletes the data and the scans.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ProfilePage } from './pages/profile';
import { Shell } from './pages/shell';
import { seriousViolations } from './support/axe';
import { members } from './support/members';

const png = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Moves inside the app through the sidebar's menu: the page is not reloaded, the query cache stays. */
async function openFromMenu(page: Page, title: string) {
  await new Shell(page).menu.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a confirmed document: nothing sent for an unchanged save, kept for a better scan, a change announced and shown everywhere at once', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  // The replaced scan's bytes go with it: an <img> reloading the old address meets a 404.
  allowConsoleErrors(/status of 404/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.identityRule);
  const profile = new ProfilePage(page);
  await profile.goto();
  const form = profile.passportForm;
  await expect(profile.statusBadge('Подтверждено')).toBeVisible();
  await expect(
    profile.passport.getByText(/^Данные подтверждены\. Их изменение отправит документ на повторную проверку/),
  ).toBeVisible();

  // Saving what is already there sends nothing, and says so.
  await profile.save(form).click();
  await expect(profile.result(form)).toHaveText('Изменений нет — отправлять на проверку нечего');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(profile.statusBadge('Подтверждено')).toBeVisible();

  // A better photo of the same page: the document stays confirmed, and the member is told why.
  const passportScan = profile.scanCard('Скан паспорта');
  await passportScan
    .locator('input[type=file]')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await png('#d8c8a8') });
  await expect(passportScan.getByRole('status')).toHaveText(
    'Скан паспорта: файл загружен. Данные не менялись — статус «Подтверждено» сохранён, куратор посмотрит новый скан',
  );
  await expect(profile.statusBadge('Подтверждено')).toBeVisible();
  await openFromMenu(page, 'Вывод средств');
  await expect(page.getByLabel('Сумма, б.')).toBeVisible();
  await openFromMenu(page, 'Мой профиль');

  // A change of the data: the member is asked first; cancelling sends nothing.
  await profile.field(form, 'Адрес регистрации').fill('г. Казань, ул. Баумана, д. 5, кв. 7');
  await profile.save(form).click();
  const warning = page.getByRole('dialog', { name: 'Отправить изменения на проверку?' });
  await expect(warning).toContainText('вывод средств будет недоступен, пока куратор их не проверит');
  await warning.getByRole('button', { name: 'Отмена' }).click();
  await expect(warning).toBeHidden();
  await expect(profile.statusBadge('Подтверждено')).toBeVisible();

  // Sent: the form's version followed the scan's new version, so the save is not refused as stale.
  await profile.save(form).click();
  await warning.getByRole('button', { name: 'Отправить на проверку' }).click();
  await expect(profile.result(form)).toHaveText('Паспортные данные сохранены и отправлены на проверку');
  await expect(profile.statusBadge('На рассмотрении')).toBeVisible();

  // Every screen shows the new status at once, without a reload.
  await openFromMenu(page, 'Вывод средств');
  await expect(page.getByText('Сейчас статус: «На рассмотрении»')).toBeVisible();
  await openFromMenu(page, 'Главная');
  await expect(
    page.getByText('Вывод откроется после подтверждения паспортных данных. Сейчас статус: «На рассмотрении».'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти в профиль' })).toHaveAttribute('href', '/lk#passport-title');
  expect(await seriousViolations(page)).toEqual([]);
});

test('withdrawing the consent: a question that explains what it costs, then the data and scans are gone', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, members.identityConsent);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.field(profile.passportForm, 'Номер')).not.toHaveValue('');
  const passportScan = profile.scanCard('Скан паспорта');
  await passportScan
    .locator('input[type=file]')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await png('#c0b090') });
  await expect(passportScan.getByRole('img', { name: 'Скан паспорта' })).toBeVisible();

  await profile.passport.getByRole('button', { name: 'Отозвать согласие' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отозвать согласие на обработку персональных данных?' });
  await expect(dialog).toContainText('удалены сразу и без возможности восстановления');
  await expect(dialog).toContainText('чтобы снова выводить баллы, нужно будет заново дать согласие');
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Отозвать и удалить данные' }).click();
  await expect(dialog).toBeHidden();

  await expect(
    profile.passport.getByRole('status').filter({ hasText: 'Согласие отозвано, паспортные данные и сканы удалены' }),
  ).toBeVisible();
  await expect(profile.field(profile.passportForm, 'Номер')).toHaveValue('');
  await expect(
    profile.passportForm.getByRole('checkbox', { name: /согласие на обработку моих персональных данных/ }),
  ).not.toBeChecked();
  await expect(profile.scanCard('Скан паспорта').getByText('Не загружен')).toBeVisible();
  await expect(profile.passport.getByRole('button', { name: 'Отозвать согласие' })).toHaveCount(0);

  // After a reload too: nothing is stored any more, and withdrawals wait for a new document.
  await profile.goto();
  await expect(profile.field(profile.passportForm, 'Номер')).toHaveValue('');
  await page.goto('/withdraw');
  await expect(page.getByRole('heading', { name: 'Нужно подтвердить паспортные данные' })).toBeVisible();
});
