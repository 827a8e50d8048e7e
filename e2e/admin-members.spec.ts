// The back office's members: an operator finds a member by phone and blocks them (their open cabinet
// loses its session at once), unblocks them; an admin proposes an adjustment, a second admin
// approves it, and the member's balance shows it; a target's bonus above the threshold set by one
// admin waits on the same screen for the second. axe on every screen of the way.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, operatorPage } from './support/back-office';
import { members } from './support/members';
import type { OperatorKey } from './support/operators';

/** An operator of the given account, signed in, in a browser of their own. */
async function signedInOperator(
  browser: Browser,
  signInOperator: (page: Page, key: OperatorKey) => Promise<unknown>,
  key: OperatorKey,
): Promise<Page> {
  const page = await operatorPage(browser);
  await signInOperator(page, key);
  return page;
}

test("blocking ends the member's session at once; unblocking lets them in again", async ({
  page,
  browser,
  signIn,
  signInOperator,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 403/, /Failed to refresh token/);
  const member = members.adminBlocked;
  await signIn(page, member);
  await page.goto('/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Мой Баланс' })).toBeVisible();

  const desk = await signedInOperator(browser, signInOperator, 'membersOperator');
  await desk.goto('/admin/members');
  await expect(desk.getByRole('heading', { level: 1, name: 'Участники' })).toBeVisible();
  await desk.getByLabel('Телефон, имя, ИНН или номер договора').fill('+7 (900) 333-00-01');
  await desk.getByRole('button', { name: 'Найти' }).click();
  await expect(desk.getByRole('row')).toHaveCount(2);
  await expectAccessible(desk);
  await desk.getByRole('row').nth(1).getByRole('link').click();
  await expect(desk.getByRole('heading', { level: 2, name: 'Баланс' })).toBeVisible();
  await expect(desk.getByRole('heading', { level: 2, name: 'Открытые сеансы' })).toBeVisible();
  await expectAccessible(desk);

  await desk.getByRole('button', { name: 'Заблокировать' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Заблокировать участника?' });
  await dialog.getByLabel('Причина').fill('Проверка службы безопасности');
  await dialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(desk.getByText('Участник заблокирован.')).toBeVisible();
  await expect(desk.getByText(/Заблокирован .*: Проверка службы безопасности/)).toBeVisible();
  await expect(desk.getByText('Открытых сеансов нет.')).toBeVisible();

  // The member's open cabinet: the next call is refused, the refresh too, and the page leaves for /login.
  await page.goto('/order');
  await expect(page).toHaveURL(/\/login/);

  await desk.getByRole('button', { name: 'Разблокировать' }).click();
  const again = desk.getByRole('dialog', { name: 'Разблокировать участника?' });
  await again.getByLabel('Причина').fill('Проверка пройдена');
  await again.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(desk.getByText('Участник разблокирован.')).toBeVisible();
  await desk.context().close();
});

test('an adjustment proposed by one admin and approved by another reaches the balance', async ({
  page,
  browser,
  signIn,
  signInOperator,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/);
  const member = members.adminAdjusted;
  await signIn(page, member);

  const maker = await signedInOperator(browser, signInOperator, 'membersMaker');
  await maker.goto('/admin/members');
  await maker.getByLabel('Телефон, имя, ИНН или номер договора').fill('79003330002');
  await maker.getByRole('button', { name: 'Найти' }).click();
  await maker.getByRole('row').nth(1).getByRole('link').click();
  await maker.getByLabel('Сумма, б. (со знаком «−» для списания)').fill('1 500');
  await maker.getByLabel('Причина (видна в журнале аудита)').fill('Премия за наставничество');
  await maker.getByRole('button', { name: 'Предложить корректировку' }).click();
  await expect(maker.getByText('Корректировка ждёт подтверждения другим администратором.')).toBeVisible();

  // The maker cannot approve their own: it waits at the approvals door, where they may only withdraw it.
  await maker.goto('/admin/adjustments');
  const ownRow = maker.getByRole('row', { name: /Премия за наставничество/ });
  await expect(ownRow.getByRole('button', { name: 'Отозвать' })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);

  // Money one admin decides above the threshold waits too (decision 0041): a target's bonus.
  await maker.goto('/admin/targets');
  await maker.getByLabel('Телефоны участников').fill(member.phone);
  await maker.getByLabel('Договоров за месяц').fill('50');
  await maker.getByLabel('Бонус, б.').fill('1000000');
  await maker.getByRole('button', { name: 'Задать цель' }).click();
  await expect(maker.getByText(/Цель не задана: бонусы на 1\s000\s000\sб\. ждут подтверждения/)).toBeVisible();
  await maker.context().close();

  const checker = await signedInOperator(browser, signInOperator, 'membersChecker');
  await checker.goto('/admin/adjustments');
  await expect(checker.getByRole('heading', { level: 1, name: 'Корректировки баланса' })).toBeVisible();
  await expectAccessible(checker);
  const row = checker.getByRole('row', { name: /Премия за наставничество/ });
  await row.getByRole('button', { name: 'Подтвердить' }).click();
  await checker.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(checker.getByText('Подтверждено: корректировка проведена.')).toBeVisible();
  await checker.getByRole('tab', { name: 'Проведены' }).click();
  await expect(checker.getByRole('row', { name: /Премия за наставничество/ })).toBeVisible();
  // The target's bonus waits on «На подтверждении» (decision 0060): the whole sum and who asked; the checker approves.
  await checker.goto('/admin/approvals');
  const decision = checker.getByRole('row', { name: /Личные цели.*1\s000\s000\sб\./ });
  await expect(decision).toContainText(/@/);
  await decision.getByRole('button', { name: 'Подтвердить' }).click();
  await checker.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(checker.getByText('Подтверждено: личные цели заданы.')).toBeVisible();
  await checker.context().close();

  await page.goto('/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Мой Баланс' })).toBeVisible();
  await expect(page.getByText(/^1\s500\sб\.$/).first()).toBeVisible();
});
