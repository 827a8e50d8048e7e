// An admin corrects contests (decision 0032): a scheduled contest is edited and then cancelled with
// a reason; a running one is ended early only after a confirmation that shows what it pays (the
// sum and to how many members, from the API), and the member's page then shows the result; a prize
// large enough to wait for a second admin (decision 0041) waits at the approvals door (decision 0060),
// and its author withdraws it with a reason the member reads.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { operatorPage } from './support/back-office';
import { atEveryWidth, importContract, inDays, ruDay, today, waitUntilRunning } from './support/contests';
import { members } from './support/members';

async function draftContest(admin: Page, c: { title: string; phone: string; startsOn: string; endsOn: string; prize?: number }) {
  await admin.goto('/admin/contests/new');
  await admin.getByLabel('Название').fill(c.title);
  await admin.getByLabel('Первый день').fill(c.startsOn);
  await admin.getByLabel('Последний день').fill(c.endsOn);
  await admin.getByLabel('Кто участвует').selectOption('list');
  await admin.getByLabel('Телефоны участников (по одному в строке)').fill(c.phone);
  await admin.getByLabel('Правило').selectOption('threshold');
  await admin.getByLabel('Договоров для приза').fill('1');
  await admin.getByLabel('Приз, б.').fill(String(c.prize ?? 300));
  await admin.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(admin).toHaveURL(/\/admin\/contests\/\d+$/);
  await admin.getByRole('button', { name: 'Запланировать' }).click();
  return admin.url();
}

test('an admin edits and cancels a scheduled contest, confirms the sum before ending one early and refuses a prize', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInOperator,
}, testInfo) => {
  test.setTimeout(420_000);
  const member = members.contestCorrections;
  await signIn(page, member);
  const admin = await operatorPage(browser, baseURL);
  await signInOperator(admin, 'contestCorrections');

  // Scheduled from tomorrow: still a form, saved in place, the contest stays scheduled.
  await draftContest(admin, { title: 'Весенний забег', phone: member.phone, startsOn: inDays(1), endsOn: inDays(5) });
  await expect(admin.getByText('Изменить можно до начала конкурса.')).toBeVisible();
  await admin.getByLabel('Название').fill('Весенний марафон');
  await admin.getByLabel('Последний день').fill(inDays(7));
  await admin.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(admin.getByText('Изменения сохранены: конкурс начнётся в новый первый день.')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: 'Весенний марафон' })).toBeVisible();
  await admin.reload();
  await expect(admin.getByLabel('Последний день')).toHaveValue(inDays(7));

  // Cancelled with a reason: the dialog asks for one first.
  await admin.getByRole('button', { name: 'Отменить конкурс' }).click();
  const cancel = admin.getByRole('dialog', { name: 'Отменить конкурс?' });
  await expect(cancel).toContainText('Участники ещё не набраны');
  await cancel.getByRole('button', { name: 'Отменить конкурс' }).click();
  await expect(cancel.getByText('Укажите причину отмены')).toBeVisible();
  await cancel.getByLabel('Причина (её прочитают участники)').fill('Условия изменились');
  await cancel.getByRole('button', { name: 'Отменить конкурс' }).click();
  await expect(admin.getByText(/Конкурс отменён .*Причина: Условия изменились/)).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Условия' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Отменить конкурс' })).toHaveCount(0);
  await atEveryWidth(admin, testInfo, 'admin-cancelled-contest');

  // From today: it starts at once (its start's job is due); a contract makes the member a winner.
  const running = await draftContest(admin, {
    title: 'Досрочный финиш',
    phone: member.phone,
    startsOn: today(),
    endsOn: inDays(6),
  });
  const id = /\/(\d+)$/.exec(running)![1];
  await waitUntilRunning(admin);
  await importContract(admin, member.phone, `КНИ-${Date.now()}`);
  await admin.goto(running);
  await expect(admin.getByRole('heading', { name: 'Условия' })).toBeVisible();
  await expect(admin.getByText(`с ${ruDay(today())} по ${ruDay(inDays(6))}`)).toBeVisible();
  await expect(admin.getByText('Подпишите 1 договор — получите приз 300\u00a0б.')).toBeVisible();
  await expect(admin.getByText('Лига 1 (до 4 договоров в месяц)').first()).toBeVisible();
  await expect
    .poll(
      async () => {
        await admin.reload();
        return admin.getByTestId('contest-payout').textContent();
      },
      { timeout: 30_000 },
    )
    .toBe('Если подвести итоги сейчас: 300\u00a0б. — 1 участнику.');

  await atEveryWidth(admin, testInfo, 'admin-running-contest');

  // The confirmation says what it pays; declined, nothing happens.
  await admin.getByRole('button', { name: 'Завершить сегодня и подвести итоги' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Завершить конкурс сегодня и начислить призы?' });
  await expect(confirm).toContainText('Будет начислено 300\u00a0б. — 1 участнику.');
  await atEveryWidth(admin, testInfo, 'admin-finish-confirmation');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole('button', { name: 'Завершить сегодня и подвести итоги' })).toBeVisible();
  await admin.getByRole('button', { name: 'Завершить сегодня и подвести итоги' }).click();
  await confirm.getByRole('button', { name: 'Завершить и начислить' }).click();
  await expect(admin.getByText('Начислен', { exact: true })).toBeVisible();

  // The member's page: the result, no gap and no «Приз сейчас».
  await page.goto(`/contests/${id}`);
  const result = page.getByTestId('contest-result');
  await expect(result).toContainText('Итоги');
  await expect(result).toContainText('300\u00a0б.');
  await expect(result).toContainText(`Начислен ${ruDay(today())}`);
  await expect(page.getByText('Приз сейчас')).toHaveCount(0);
  await expect(page.getByTestId('contest-gap')).toHaveCount(0);
  await atEveryWidth(page, testInfo, 'member-contest-result');

  // A prize at the approval threshold waits for a second admin; its author withdraws it with a reason.
  const large = await draftContest(admin, {
    title: 'Большой приз',
    phone: member.phone,
    startsOn: today(),
    endsOn: inDays(6),
    prize: 60_000,
  });
  const largeId = /\/(\d+)$/.exec(large)![1];
  await waitUntilRunning(admin);
  await importContract(admin, member.phone, `КНИ-${Date.now()}`);
  await admin.goto(large);
  await admin.getByRole('button', { name: 'Завершить сегодня и подвести итоги' }).click();
  await confirm.getByRole('button', { name: 'Завершить и начислить' }).click();
  await expect(admin.getByText('Ждёт подтверждения', { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(/^Ждёт подтверждения второго администратора: Конкурс «Большой приз»/)).toBeVisible();
  // The author may not approve their own contest's prizes: only withdraw them.
  await expect(admin.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Отозвать' }).click();
  const refuse = admin.getByRole('dialog', { name: 'Отозвать запрос?' });
  await expect(refuse).toContainText('Призы не будут начислены: каждый участник прочтёт причину в уведомлении.');
  await refuse.getByLabel('Причина').fill('Договор оформлен с нарушением');
  await refuse.getByRole('button', { name: 'Отозвать' }).click();
  await expect(admin.getByText('Призы не начислены: участники прочтут причину.')).toBeVisible();
  await expect(admin.getByText('Отказано', { exact: true }).first()).toBeVisible();
  await expect(admin.getByText('Причина отказа: Договор оформлен с нарушением')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Отозвать' })).toHaveCount(0);

  await page.goto(`/contests/${largeId}`);
  await expect(page.getByTestId('contest-result')).toContainText('В призе отказано');
  await expect(page.getByTestId('contest-result')).toContainText('Причина: Договор оформлен с нарушением');
  await admin.context().close();
});
