// /lk Мой профиль: edits saved and refused, the avatar and a scan uploaded, the 152-ФЗ consent, axe.
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { ProfilePage } from './pages/profile';
import { Shell } from './pages/shell';
import { seriousViolations } from './support/axe';
import { members } from './support/members';
import { pastTokenLapse } from './support/token-lapse';

/** A real PNG of the given size, so the server's image checks and re-encoding run for real. */
function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A minimal valid one-page PDF. */
function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

test('personal data saved: the new name greets in the sidebar and stays after a reload', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.profileEdit);
  const profile = new ProfilePage(page);
  await profile.goto();

  await profile.field(profile.personal, 'Имя').fill('Аркадий');
  await profile.field(profile.personal, 'Город').fill('Санкт-Петербург');
  await profile.save(profile.personal).click();
  await expect(profile.result(profile.personal)).toHaveText('Изменения сохранены');
  await expect(new Shell(page).greeting('Аркадий')).toBeVisible();

  await profile.field(profile.work, 'Должность').fill('Старший агент');
  await profile.save(profile.work).click();
  await expect(profile.result(profile.work)).toHaveText('Изменения сохранены');

  await profile.goto();
  await expect(profile.field(profile.personal, 'Имя')).toHaveValue('Аркадий');
  await expect(profile.field(profile.personal, 'Город')).toHaveValue('Санкт-Петербург');
  await expect(profile.field(profile.work, 'Должность')).toHaveValue('Старший агент');
  await expect(profile.account.getByLabel('Телефон')).toHaveValue('+7 (900) 111-00-12');
});

test('refused: a Latin name and a date out of range are shown in place and nothing is saved', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, members.profileRefused);
  const profile = new ProfilePage(page);
  await profile.goto();
  const lastName = profile.field(profile.personal, 'Фамилия');
  const before = await lastName.inputValue();

  await lastName.fill('Smith');
  await profile.save(profile.personal).click();
  await expect(profile.personal.getByText('Только русские буквы, дефис и пробел')).toBeVisible();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAccessibleDescription('Только русские буквы, дефис и пробел');

  const birth = profile.field(profile.passport, 'Дата рождения');
  await birth.fill('1900-01-01');
  await profile.save(profile.passportForm).click();
  await expect(profile.passport.getByText('Дата должна быть между 01.01.1925 и 31.12.2099')).toBeVisible();
  await expect(birth).toBeFocused();

  await profile.goto();
  await expect(profile.field(profile.personal, 'Фамилия')).toHaveValue(before);
  await expect(profile.field(profile.passport, 'Дата рождения')).not.toHaveValue('1900-01-01');
});

test('avatar uploaded: cropped preview, progress, and the sidebar shows the new photo', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  // The replaced photo's bytes are deleted with it: an <img> still showing it that reloads (after its
  // first try met a lapsed access token) gets 404 until the page shows the new one.
  allowConsoleErrors(/status of 404/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.profileAvatar);
  const profile = new ProfilePage(page);
  await profile.goto();
  const before = await profile.sidebarAvatar.getAttribute('src');

  await profile.avatar
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png(640, 360, '#3a7bd5') });
  const preview = profile.avatar.getByRole('img', { name: 'Так будет выглядеть фото' });
  await expect(preview).toBeVisible();
  // Cropped to a square in the browser before it is sent.
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth === img.naturalHeight)).toBe(true);
  await profile.avatar.getByRole('button', { name: 'Сохранить фото' }).click();
  await expect(profile.avatar.getByRole('status')).toHaveText('Фото обновлено');
  // The new photo, resized by the image optimizer: its address names the API file.
  await expect(profile.sidebarAvatar).toHaveAttribute(
    'src',
    /^(https?:\/\/[^/]+)?\/_next\/image\?url=%2Fapi%2Ffiles%2Favatar%2F/,
  );
  expect(await profile.sidebarAvatar.getAttribute('src')).not.toBe(before);
});

test('scans uploaded: an image shows its thumbnail, a PDF its icon and link, and both stay after a reload', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.profileScan);
  const profile = new ProfilePage(page);
  await profile.goto();

  const passportScan = profile.scanCard('Скан паспорта');
  await passportScan
    .locator('input[type=file]')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await png(800, 560, '#d9c7a0') });
  // A confirmed member's document stays confirmed: the data did not change (decision 0015).
  await expect(passportScan.getByRole('status')).toHaveText(
    'Скан паспорта: файл загружен. Данные не менялись — статус «Подтверждено» сохранён, куратор посмотрит новый скан',
  );
  await expect(passportScan.getByRole('img', { name: 'Скан паспорта' })).toBeVisible();
  await expect(passportScan.getByRole('button', { name: 'Заменить: Скан паспорта' })).toBeVisible();

  const innScan = profile.scanCard('Скан ИНН');
  await innScan.locator('input[type=file]').setInputFiles({ name: 'inn.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await expect(innScan.getByRole('status')).toHaveText(
    'Скан ИНН: файл загружен. Данные не менялись — статус «Подтверждено» сохранён, куратор посмотрит новый скан',
  );
  await expect(innScan.getByRole('link', { name: /PDF-документ/ })).toHaveAttribute('href', /\/api\/files\/innScan\//);

  // After the reload the type question (HEAD) and the picture each meet a lapsed sign-in once, as
  // they do when the access token runs out between the page's render and their requests: each is
  // asked again once the session is checked, and the picture is still a picture.
  const refusedOnce = new Set<string>();
  await page.route('**/api/files/pasportScan/**', async (route) => {
    const method = route.request().method();
    if (refusedOnce.has(method)) return route.continue();
    refusedOnce.add(method);
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"code":"unauthorized","message":"Unauthorized"}',
    });
  });
  await profile.goto();
  await expect(profile.scanCard('Скан паспорта').getByRole('img', { name: 'Скан паспорта' })).toBeVisible();
  await expect
    .poll(() =>
      profile
        .scanCard('Скан паспорта')
        .getByRole('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(800);
  expect([...refusedOnce].sort()).toEqual(['GET', 'HEAD']);
  await expect(profile.scanCard('Скан ИНН').getByRole('link', { name: /PDF-документ/ })).toBeVisible();

  // Opened once the session cookie's token has lapsed, the PDF's tab still gets the file.
  await pastTokenLapse(page);
  const [tab, file] = await Promise.all([
    page.context().waitForEvent('page'),
    page.context().waitForEvent('response', (res) => res.url().includes('/api/files/innScan/') && res.frame().page() !== page),
    profile
      .scanCard('Скан ИНН')
      .getByRole('link', { name: /PDF-документ/ })
      .click(),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await tab.close();
});

test('consent required: a newcomer cannot send identity data unticked; ticked, it is saved with the date', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, members.profileConsent);
  const profile = new ProfilePage(page);
  await profile.goto();
  const form = profile.passportForm;
  await expect(profile.statusBadge('На рассмотрении')).toBeVisible();

  await form.getByLabel('Вид документа', { exact: true }).selectOption('Паспорт гражданина РФ');
  await expect(form.getByLabel('Страна выдачи')).toHaveValue('Россия');
  await expect(form.getByLabel('Страна выдачи')).toBeDisabled();
  await profile.field(form, 'Серия').fill('4510');
  await profile.field(form, 'Номер').fill('123456');
  await profile.field(form, 'Дата выдачи').fill('2015-06-20');
  await form.getByLabel('Пол', { exact: true }).selectOption('Женский');
  await profile.field(form, 'Дата рождения').fill('1995-03-14');
  await profile.field(form, 'Адрес регистрации').fill('г. Москва, ул. Тверская, д. 1, кв. 1');
  await profile.field(form, 'ИНН').fill('500123456750');

  const consent = form.getByRole('checkbox', { name: /согласие на обработку моих персональных данных/ });
  await expect(consent).not.toBeChecked();
  await profile.save(form).click();
  await expect(form.getByText('Необходимо согласие на обработку персональных данных').first()).toBeVisible();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();

  // Nothing reached the API: after a reload the form is still empty.
  await profile.goto();
  await expect(profile.field(profile.passportForm, 'Номер')).toHaveValue('');

  const again = profile.passportForm;
  await again.getByLabel('Вид документа', { exact: true }).selectOption('Паспорт гражданина РФ');
  await profile.field(again, 'Серия').fill('4510');
  await profile.field(again, 'Номер').fill('123456');
  await profile.field(again, 'Дата выдачи').fill('2015-06-20');
  await again.getByLabel('Пол', { exact: true }).selectOption('Женский');
  await profile.field(again, 'Дата рождения').fill('1995-03-14');
  await profile.field(again, 'Адрес регистрации').fill('г. Москва, ул. Тверская, д. 1, кв. 1');
  await profile.field(again, 'ИНН').fill('500123456750');
  await again.getByRole('checkbox', { name: /согласие на обработку моих персональных данных/ }).check();
  await profile.save(again).click();
  await expect(profile.result(again)).toHaveText('Паспортные данные сохранены и отправлены на проверку');
  await expect(profile.passport.getByText(/^Согласие на обработку персональных данных дано \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(again.getByRole('checkbox')).toHaveCount(0);

  await profile.goto();
  await expect(profile.field(profile.passportForm, 'Номер')).toHaveValue('123456');
  await expect(profile.statusBadge('На рассмотрении')).toBeVisible();
});

test('the profile page has no serious accessibility violations at 360 and 1280 px', async ({ page, signIn }) => {
  await signIn(page, members.profileA11y);
  const profile = new ProfilePage(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await profile.goto();
    await expect(profile.statusBadge('Подтверждено')).toBeVisible();
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
});
