// A contest end to end (decision 0032): an admin drafts a contest for one member from today,
// previews it and schedules it (its start's job runs at once); imports add the member's contracts
// and their page shows the gap to the prize move; the admin ends it today, the prize arrives in
// the member's history and the bell lights. Axe on the contest screens of both sides.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectAccessible, operatorPage } from '../support/back-office';
import { importContract, today } from '../support/import-contract';
import { members } from '../support/members';

const inDays = (days: number) => new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The member's page once the import's job has counted the contract: reloaded until the score shows it. */
async function expectScore(page: Page, score: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('contest-score').textContent();
      },
      { timeout: 30_000 },
    )
    .toBe(score);
}

test('an admin runs a contest; the member sees the gap move, the prize arrives and the bell lights', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInOperator,
}) => {
  test.setTimeout(300_000);
  const member = members.contestJourney;
  // The member signs in first: a phone joins the programme at its first sign-in.
  await signIn(page, member);

  const admin = await operatorPage(browser, baseURL);
  await signInOperator(admin, 'contestJourney');
  await admin.goto('/admin/contests/new');
  await expect(admin.getByRole('heading', { level: 1, name: 'Новый конкурс' })).toBeVisible();
  await admin.getByLabel('Название').fill('Неделя рекордов');
  await admin.getByLabel('Последний день').fill(inDays(3));
  await admin.getByLabel('Кто участвует').selectOption('list');
  await admin.getByLabel('Телефоны участников (по одному в строке)').fill(member.phone);
  await admin.getByLabel('Правило').selectOption('threshold');
  await admin.getByLabel('Договоров для приза').fill('2');
  await admin.getByLabel('Приз, б.').fill('300');
  await admin.getByRole('button', { name: 'Показать глазами участника' }).click();
  await expect(admin.getByText('Подпишите 2 договора — получите приз 300\u00a0б.')).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(admin).toHaveURL(/\/admin\/contests\/\d+$/);
  const contestUrl = admin.url();
  const id = /\/(\d+)$/.exec(contestUrl)![1];
  await admin.getByRole('button', { name: 'Запланировать' }).click();
  // The start's job is due at once (the period begins today): the leagues appear.
  await expect
    .poll(
      async () => {
        await admin.reload();
        return admin.getByText('Идёт').count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await expectAccessible(admin);

  await page.goto(`/contests/${id}`);
  await expect(page.getByTestId('contest-gap')).toHaveText('ещё 2 договора до приза');
  await importContract(admin, member.phone, `КНК-${Date.now()}-1`);
  await expectScore(page, '1');
  await expect(page.getByTestId('contest-gap')).toHaveText('ещё 1 договор до приза');
  await importContract(admin, member.phone, `КНК-${Date.now()}-2`);
  await expectScore(page, '2');
  await expect(page.getByTestId('contest-place')).toHaveText('1');
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: 'Правила' })).toBeVisible();
  }
  await page.goto('/contests');
  await expect(page.getByRole('link', { name: 'Неделя рекордов' })).toBeVisible();

  // The end: the admin settles today; the prize reaches the member's history and the bell lights.
  await admin.goto(contestUrl);
  await admin.getByRole('button', { name: 'Завершить сегодня и подвести итоги' }).click();
  await admin
    .getByRole('dialog', { name: 'Завершить конкурс сегодня и начислить призы?' })
    .getByRole('button', { name: 'Завершить и начислить' })
    .click();
  await expect(admin.getByText('Начислен', { exact: true })).toBeVisible();
  await page.goto('/balance');
  await expect(page.getByText('Приз конкурса').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Уведомления: есть непрочитанные' }).first()).toBeVisible();
  await admin.context().close();
});
