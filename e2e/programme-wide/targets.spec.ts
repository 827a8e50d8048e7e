// Personal targets in the back office (decision 0032): an admin finds a member on /admin/targets with
// the tier table's target, overrides it with a bonus (a pasted list naming an unknown phone is
// refused with that phone), and the member sees the new target and its bonus on `/`; the admin then
// gives the target back to the tier table and the member's page follows.
import { expect, test } from '../fixtures';
import { expectAccessible, operatorPage } from '../support/back-office';
import { members } from '../support/members';

test('an admin overrides a member’s target; the member sees it on the home page', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInOperator,
}) => {
  test.setTimeout(180_000);
  const member = members.targetsMember;
  // The member signs in first: a phone joins the programme at its first sign-in.
  await signIn(page, member);
  await page.goto('/');
  await expect(page.getByTestId('target-progress')).toHaveText('0 из 1');

  const admin = await operatorPage(browser, baseURL);
  await signInOperator(admin, 'targetsAdmin');
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Личные цели' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Личные цели' })).toBeVisible();
  await admin.getByLabel('Телефон или имя').fill(member.phone);
  await admin.getByRole('button', { name: 'Найти' }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${member.phone}`));
  const row = admin.getByRole('row').filter({ hasText: member.phone.slice(-2) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('По тарифной таблице');
  await expectAccessible(admin);

  // A pasted list with a phone the programme does not know: refused, that phone named, nothing set.
  await row.getByRole('button', { name: 'Изменить' }).click();
  const phones = admin.getByLabel('Телефоны участников');
  await expect(phones).not.toHaveValue('');
  await phones.fill(`${member.phone}\n+7 999 000-07-99`);
  await admin.getByLabel('Договоров за месяц').fill('3');
  await admin.getByLabel('Бонус, б.').fill('500');
  await admin.getByRole('button', { name: 'Задать цель' }).click();
  await expect(admin.getByText('Этих номеров нет в программе: +7 (999) 000-07-99. Уберите их из списка.')).toBeVisible();
  await expect(row).toContainText('По тарифной таблице');

  await phones.fill(member.phone);
  await admin.getByRole('button', { name: 'Задать цель' }).click();
  await expect(admin.getByText(/Цель на .+ задана: 1 участнику\./)).toBeVisible();
  await expect(row).toContainText('Задана вручную');
  await expect(row).toContainText('0 из 3');
  await expect(row).toContainText('500');
  await expectAccessible(admin);

  await page.reload();
  await expect(page.getByTestId('target-progress')).toHaveText('0 из 3');
  await expect(page.getByText(/Бонус за выполнение: 500\s*б\./)).toBeVisible();

  await row.getByRole('button', { name: /^Вернуть цель по тарифной таблице/ }).click();
  await expect(admin.getByText(/: цель снова по тарифной таблице\./)).toBeVisible();
  await expect(row).toContainText('По тарифной таблице');
  await expect(row.getByRole('button', { name: /^Вернуть цель/ })).toHaveCount(0);
  await admin.context().close();
  await page.reload();
  await expect(page.getByTestId('target-progress')).toHaveText('0 из 1');
});
