// A back-office list keeps its filters and page in the URL (decision 0028): the members' search,
// filtered and paged, an item opened, back — the same filter and page; a reload keeps them too. The
// desk's filter and the payout register refuse an inverted range with a message instead of asking
// for an empty list.
import { expect, test } from './fixtures';
import { holdScripts } from './support/hold-scripts';

/** Cyrillic letters for a run's own surname, so that the search finds this run's members only. */
const LETTERS = 'абвгдежзик';
const runTag = () =>
  String(Date.now())
    .slice(-6)
    .split('')
    .map((d) => LETTERS[Number(d)])
    .join('');

test('the members list keeps its search, status and page through opening a member, back and a reload', async ({
  page,
  signInOperator,
}) => {
  test.setTimeout(120_000);
  await signInOperator(page, 'listUrl');
  await page.setViewportSize({ width: 1280, height: 900 });

  // 27 members of one surname: two pages of 25.
  const surname = `Спискова${runTag()}`;
  const phoneBase = 79_770_000_000 + (Date.now() % 9_000) * 100;
  for (let i = 0; i < 27; i += 1) {
    const res = await page.request.post('/api/admin/members', {
      data: { phone: String(phoneBase + i), lastName: surname, firstName: `Анна${LETTERS[i % 10]}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Участники' })).toBeVisible();
  const search = page.getByLabel('Телефон, имя, ИНН или номер договора');
  const status = page.getByLabel('Статус');
  await search.fill(surname);
  await status.selectOption({ label: 'Активен' });
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/members\\?q=${encodeURIComponent(surname)}&status=active$`));
  const shown = page.getByRole('navigation', { name: 'Страницы' }).getByRole('status');
  await expect(shown).toHaveText('Показано 1–25 из 27');

  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(page).toHaveURL(/&skip=25$/);
  await expect(shown).toHaveText('Показано 26–27 из 27');
  // The header and the two members of the second page.
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  const second = rows.nth(1).getByRole('link');
  const name = (await second.textContent())!;
  expect(name).toContain(surname);

  await second.click();
  await expect(page).toHaveURL(/\/admin\/members\/[^?]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The card's balances (available, frozen, debt, held) in the project's money format, the unit held to the number.
  await expect(page.getByRole('definition').filter({ hasText: /^0\u00a0б\.$/ })).toHaveCount(4);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/members\?q=.+&status=active&skip=25$/);
  await expect(search).toHaveValue(surname);
  await expect(status).toHaveValue('active');
  await expect(shown).toHaveText('Показано 26–27 из 27');
  await expect(rows).toHaveCount(3);

  await page.reload();
  await expect(search).toHaveValue(surname);
  await expect(status).toHaveValue('active');
  await expect(shown).toHaveText('Показано 26–27 из 27');

  // The previous page is a step of the URL's history, too.
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/&status=active$/);
  await expect(rows).toHaveCount(26);
  await page.goBack();
  await expect(rows).toHaveCount(3);
});

test("the desk's filter and the payout register refuse a range whose start passes its end", async ({ page, signInOperator }) => {
  await signInOperator(page, 'listUrl');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/withdrawals');
  await expect(page.getByRole('heading', { level: 1, name: 'Выплаты' })).toBeVisible();

  await page.getByLabel('Сумма от, б.').fill('500');
  await page.getByLabel('Сумма до, б.').fill('100');
  await page.getByLabel('Заявка с').fill('2026-03-10');
  await page.getByLabel('Заявка по').fill('2026-03-01');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByLabel('Сумма до, б.')).toHaveAccessibleDescription('Сумма «до» меньше суммы «от»');
  await expect(page.getByLabel('Заявка по')).toHaveAccessibleDescription('Дата «по» раньше даты «с»');
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);

  await page.getByLabel('Сумма до, б.').fill('1000');
  await page.getByLabel('Заявка по').fill('2026-03-31');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals\?amountFrom=500&amountTo=1000&dateFrom=2026-03-10&dateTo=2026-03-31$/);

  // The payout register: no file for days that cannot hold any payment.
  await page.goto('/admin/payouts');
  await page.getByLabel('С', { exact: true }).fill('2026-03-10');
  await page.getByLabel('По', { exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Скачать реестр' }).click();
  await expect(page.getByLabel('По', { exact: true })).toHaveAccessibleDescription('Дата «по» раньше даты «с»');
});

test("an operator who opens an administrators' section is told so, and offered nothing of it", async ({
  page,
  signInOperator,
}) => {
  await signInOperator(page, 'listUrl');
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, title] of [
    ['/admin/audit', 'Журнал аудита'],
    ['/admin/tiers', 'Тарифы'],
    ['/admin/adjustments', 'Корректировки баланса'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Раздел только для администраторов')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  }
  // The header's brand link is named by what it shows.
  await expect(page.getByRole('banner').getByRole('link', { name: /бэк-офис/ })).toBeVisible();
});

test("the members' search typed, its status chosen and «Найти» pressed before the scripts ran is sent by the browser itself", async ({
  page,
  signInOperator,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInOperator(page, 'spare1');
  const release = await holdScripts(page);
  await page.goto('/admin/members', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Телефон, имя, ИНН или номер договора').fill('Петров');
  await page.getByLabel('Статус').selectOption({ label: 'Активен' });
  await page.getByRole('button', { name: 'Найти' }).click();
  // A GET form of the list's own URL (decision 0045): the same list the form would have asked for.
  await expect(page).toHaveURL(/\/admin\/members\?q=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2&status=active$/);
  release();
  await expect(page.getByRole('row', { name: /Петров Иван/ })).toBeVisible();
});
