// An admin designs a contest (docs/product.md §11.3 and §11.4): a threshold prize with a control
// group and a budget, the leagues and the worst-case cost planned before saving, a budget below the
// worst case refused, and once the contest has run and is settled, whether it worked.
import { expect, test } from './fixtures';
import { operatorPage } from './support/back-office';
import { atEveryWidth, inDays, today, waitUntilRunning } from './support/contests';
import { members } from './support/members';

test('an admin creates a threshold contest with a control group, previews its cost and reads its result', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInOperator,
}, testInfo) => {
  test.setTimeout(240_000);
  const member = members.contestDesigns;
  // The member exists once signed in: the contest's list names them.
  await signIn(page, member);
  const admin = await operatorPage(browser, baseURL);
  await signInOperator(admin, 'contestDesigns');

  await admin.goto('/admin/contests/new');
  await admin.getByLabel('Название').fill('Порог с контрольной группой');
  await admin.getByLabel('Первый день').fill(today());
  await admin.getByLabel('Последний день').fill(inDays(6));
  await admin.getByLabel('Кто участвует').selectOption('list');
  await admin.getByLabel('Телефоны участников (по одному в строке)').fill(member.phone);
  await admin.getByLabel('Названия лиг с младшей, через запятую (пусто — по номерам)').fill('Старт, Рост, Профи');
  await admin.getByLabel('Правило').selectOption('threshold');
  await admin.getByLabel('Договоров для приза').fill('1');
  await admin.getByLabel('Приз, б.').fill('300');
  await admin.getByLabel('Бюджет призов, б. (пусто — без ограничения)').fill('299');
  await admin.getByLabel('Контрольная группа, % участников: они не увидят конкурс (0 — без неё)').fill('50');

  // The plan: the member with no contracts yet is in the lowest league; the budget is below the worst case.
  await admin.getByRole('button', { name: 'Рассчитать лиги и стоимость' }).click();
  const plan = admin.getByRole('region', { name: 'Лиги и стоимость призов' });
  await expect(plan.getByRole('row', { name: /^Старт до 4 договоров в месяц 1 300\sб\.$/ })).toBeVisible();
  await expect(plan.getByTestId('contest-plan-summary')).toHaveText(
    'В худшем случае призы обойдутся в 300\u00a0б. — больше бюджета 299\u00a0б.: уменьшите призы или увеличьте бюджет.',
  );
  await atEveryWidth(admin, testInfo, 'admin-contest-plan');
  await admin.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(
    admin.getByText('Призы конкурса в худшем случае дороже бюджета: уменьшите призы или увеличьте бюджет'),
  ).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/contests\/new$/);

  await admin.getByLabel('Бюджет призов, б. (пусто — без ограничения)').fill('300');
  await admin.getByRole('button', { name: 'Рассчитать лиги и стоимость' }).click();
  await expect(plan.getByTestId('contest-plan-summary')).toContainText('в пределах бюджета 300\u00a0б.');
  await admin.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(admin).toHaveURL(/\/admin\/contests\/\d+$/);
  await admin.getByRole('button', { name: 'Запланировать' }).click();
  await waitUntilRunning(admin);

  const terms = admin.getByRole('region', { name: 'Условия' });
  await expect(terms).toContainText('Бюджет призов');
  await expect(terms).toContainText('Старт (до 4 договоров в месяц), Рост');
  await expect(
    terms.getByText(/^50\s% участников не видят конкурс: \d участник(а|ов)? по жеребьёвке с зерном [0-9a-f]{32}$/),
  ).toBeVisible();

  // Ended today and settled: the control group's card says whether it worked — with one member
  // drawn into one group or the other, too few to tell.
  await admin.getByRole('button', { name: 'Завершить сегодня и подвести итоги' }).click();
  await admin
    .getByRole('dialog', { name: 'Завершить конкурс сегодня и начислить призы?' })
    .getByRole('button', { name: 'Завершить и начислить' })
    .click();
  const worked = admin.getByRole('region', { name: 'Сработал ли конкурс' });
  await expect(worked).toBeVisible();
  await expect(worked.getByTestId('control-group-effect')).toHaveText(
    'Мало участников для вывода: нужно хотя бы по двое в каждой группе.',
  );
  await expect(worked.getByRole('table', { name: /Договоры на участника в неделю/ })).toBeVisible();
  await atEveryWidth(admin, testInfo, 'admin-contest-worked');
  await admin.context().close();
});
