// The back office's sign-in and its own pages: an admin with the authenticator's code, a new
// operator invited by e-mail who sets their own password by the link (decision 0029), the
// operators' and audit screens, and axe on each.
import { expect, test } from './fixtures';
import { expectAccessible } from './support/back-office';
import { members } from './support/members';
import { sentLinkToken, testOperator, totpCode } from './support/operators';

test('an admin signs in with password and code, creates an operator who then sets a password of their own', async ({
  page,
  allowConsoleErrors,
}) => {
  // Two sign-ins, an operator's creation, the audit log and four axe passes: the suite's first test,
  // it meets the app server cold; a fresh-clone CI run took 66 s (the default timeout is 60 s).
  test.setTimeout(180_000);
  // The refused short password never leaves the browser; the refused wrong one is a 401 of the sign-in.
  allowConsoleErrors(/status of 40[01]/);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = testOperator('adminJourney');

  await page.goto('/admin/operators');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Foperators$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в бэк-офис' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Пароль').fill('not the password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный e-mail или пароль' })).toBeVisible();

  await page.getByLabel('Пароль').fill(admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  const code = page.getByLabel('Код из приложения-аутентификатора');
  await expect(code).toBeFocused();
  await code.fill(totpCode(admin.totpSecret!));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/admin\/operators$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Операторы' })).toBeVisible();
  await expect(page.getByText(`${admin.email} · Администратор`)).toBeVisible();

  // A new operator: the admin sees no password; a link goes to the operator's e-mail.
  const email = `new.operator.${Date.now()}@agent-plus.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Имя (необязательно)').fill('Новый Оператор');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText(`Оператор ${email} создан. Ссылка для задания пароля отправлена ему на e-mail.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) }).getByText('Ждёт смены пароля')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ждут второго администратора' })).toBeVisible();
  await expectAccessible(page);

  // The admin's audit log shows what happened.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Журнал аудита' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал аудита' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Создан оператор/ }).first()).toContainText(admin.email);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The new operator opens the link of their e-mail, sets a password of their own, then signs in.
  await page.goto(`/admin/set-password#${await sentLinkToken(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Пароль для бэк-офиса' })).toBeVisible();
  await page.getByLabel('Новый пароль', { exact: true }).fill('короткий');
  await page.getByLabel('Новый пароль ещё раз').fill('короткий');
  await page.getByRole('button', { name: 'Задать пароль' }).click();
  await expect(page.getByText('Пароль — не короче 12 символов')).toBeVisible();
  await page.getByLabel('Новый пароль', { exact: true }).fill('мой собственный пароль');
  await page.getByLabel('Новый пароль ещё раз').fill('мой собственный пароль');
  await page.getByRole('button', { name: 'Задать пароль' }).click();
  await expect(page.getByText(`Пароль задан. Войдите в бэк-офис с e-mail ${email} и новым паролем.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/set-password$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Войти' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill('мой собственный пароль');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Connecting an authenticator asks for the current password first (step-up).
  await page.goto('/admin/setup');
  await expect(page.getByLabel('Текущий пароль').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Подключить приложение' })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки программы' })).toBeVisible();
  await expect(page.getByText('Менять настройки может администратор.')).toBeVisible();
  // An operator's menu has no admin sections.
  await expect(page.getByRole('navigation', { name: 'Разделы бэк-офиса' }).getByRole('link', { name: 'Операторы' })).toHaveCount(
    0,
  );
});

test("a member's session does not open the back office, nor an operator's the cabinet", async ({
  page,
  signIn,
  signInOperator,
}) => {
  await signIn(page, members.adminBoundary);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  // The app server passes only the operator's cookie to /api/admin: a member is nobody there
  // (the API answers a member's own token 403, apps/api/test/admin/access.test.ts).
  const asMember = await page.request.get('/api/admin/settings');
  expect(asMember.status()).toBe(401);

  await page.context().clearCookies();
  await signInOperator(page, 'operatorScreens');
  await page.goto('/balance');
  await expect(page).toHaveURL(/\/login\?next=%2Fbalance$/);
  const memberCall = await page.request.get('/api/balance/user-balance/');
  expect(memberCall.status()).toBe(401);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки программы' })).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the menu folds behind one button naming the section, and opens to every section', async ({
  page,
  signInOperator,
}) => {
  await signInOperator(page, 'phoneMenu');
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/admin/withdrawals');
    const menu = page.getByRole('navigation', { name: 'Разделы бэк-офиса' });
    const button = menu.getByRole('button', { name: 'Разделы: Выплаты' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Участники' })).toBeHidden();
    // The page's own title is in the first screen, not below twenty sections.
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(title!.y + title!.height).toBeLessThan(640);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Выплаты' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, [width], { namesMatchText: true });
    await page.setViewportSize({ width, height: 640 });
    await menu.getByRole('link', { name: 'Участники' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(menu.getByRole('button', { name: 'Разделы: Участники' })).toHaveAttribute('aria-expanded', 'false');
  }
  // From 768 px the sections are there at once, without the button.
  await page.setViewportSize({ width: 768, height: 900 });
  const menu = page.getByRole('navigation', { name: 'Разделы бэк-офиса' });
  await expect(menu.getByRole('link', { name: 'Участники' })).toBeVisible();
  await expect(menu.getByRole('button')).toBeHidden();
});
