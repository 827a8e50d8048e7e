// «Команда» (docs/product.md «Команды», decision 0065): the demo supervisor Ольга Кузнецова finds her
// team «Тверская» in the menu on a phone, sees which agent has sold nothing for a week, opens that
// agent's contracts, and messages the team — a link refused first, then a plain text that reaches
// the agents; on a wide screen the agents are a table and another month is chosen by its Russian name;
// the page fits 320, 360, 768 and 1280 px. A member who supervises no team has no «Команда» in the
// menu, and the address alone tells them the section is for supervisors.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { Shell } from './pages/shell';
import { seriousViolations } from './support/axe';
import { brokenRuns, settled, sidewaysOverflow } from './support/layout-checks';
import { members } from './support/members';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const STALLED = 'Без продаж 7 дней';

test('the supervisor reads her team, opens a stalled agent and messages the team', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The message with a link is refused by the API (422): the browser logs the refused call.
  allowConsoleErrors(/status of 422/);
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, members.teamSupervisor);
  await page.goto('/');
  const shell = new Shell(page);
  await shell.openMenu.click();
  await shell.menu.getByRole('link', { name: 'Команда' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(shell.heading).toHaveText('Команда');
  await expect(page).toHaveTitle('Команда — АГЕНТ ПЛЮС');
  await expect(page.getByRole('heading', { level: 2, name: 'Тверская' })).toBeVisible();
  await expect(page.getByText(/^Точка продаж: /)).toBeVisible();
  await expect(page.getByText(/^Дилер: /)).toBeVisible();
  await expect(page.getByTestId('team-points')).toHaveText(/^\d{1,3}(\u00a0\d{3})*(,\d{2})?\u00a0б\.$/);
  await expect(page.getByTestId('team-stalled')).not.toHaveText('0');

  // On a phone each agent is a card, the stalled ones first and marked in words.
  const agents = page.getByTestId('team-agent');
  const stalled = agents.filter({ hasText: STALLED });
  await expect(agents.first()).toContainText(STALLED);
  await expect(stalled.first().getByText(STALLED, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const agentLink = stalled.first().getByRole('link');
  const name = (await agentLink.textContent())!;
  await agentLink.click();
  await expect(page).toHaveURL(/\/team\/agents\/[^/?]+\?month=\d{4}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(/^В команде с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Договоры в команде' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Вся команда' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Тверская' })).toBeVisible();

  // The message: a link is refused in the API's words beside the text, which stays to be corrected.
  const message = page.getByRole('region', { name: 'Сообщение команде' });
  const text = message.getByRole('textbox', { name: 'Текст сообщения' });
  await expect(message.getByTestId('team-messages-left')).toHaveText(/^Сегодня можно отправить ещё \d+ сообщени[еяй]\.$/);
  await text.fill('Коллеги, условия акции — на promo.example.ru');
  await expect(message.getByText(/^\d+ \/ 500$/)).toBeVisible();
  await message.getByRole('button', { name: 'Отправить' }).click();
  await expect(message.getByRole('alert')).toHaveText('Сообщение команде — без ссылок и адресов сайтов');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveValue('Коллеги, условия акции — на promo.example.ru');

  await text.fill('Коллеги, завтра в 10:00 планёрка в салоне. Не опаздывайте!');
  await message.getByRole('button', { name: 'Отправить' }).click();
  await expect(message.getByRole('status').filter({ hasText: 'Сообщение отправлено' })).toHaveText(
    /^Сообщение отправлено [1-9]\d* агент(у|ам)\.$/,
  );
  await expect(text).toHaveValue('');
  await expect(message.getByRole('alert')).toHaveCount(0);

  // On a wide screen the agents are a table, and another month is chosen by its Russian name.
  await page.setViewportSize({ width: 1280, height: 900 });
  const table = page.getByRole('table', { name: 'Агенты команды за месяц' });
  await expect(table.getByRole('columnheader')).toHaveText(['Агент', 'Договоры / цель', 'Баллы', 'Последний договор']);
  await expect(table.getByRole('row').nth(1)).toContainText(STALLED);
  // The picker's name is its label with the chosen month: «Месяц Ноябрь 2026».
  const picker = page.getByRole('combobox', { name: /^Месяц/ });
  const options = picker.locator('option');
  if ((await options.count()) > 1) {
    const previous = (await options.nth(1).textContent())!;
    expect(previous).toMatch(/^[А-Я][а-я]+ \d{4}$/);
    await picker.selectOption({ label: previous });
    await expect(page).toHaveURL(/\/team\?month=\d{4}-\d{2}$/);
    await expect(picker.locator('option:checked')).toHaveText(previous);
    await settled(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Тверская' })).toBeVisible();
    // A reload keeps the month: it is in the address.
    await page.reload();
    await expect(picker.locator('option:checked')).toHaveText(previous);
  }

  const problems: string[] = [];
  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/team');
    await settled(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Тверская' })).toBeVisible();
    const { overflow, culprits } = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${width} px: scrolls ${overflow} px sideways (${culprits.join('; ')})`);
    for (const run of await brokenRuns(page)) problems.push(`${width} px: ${run}`);
    await page.screenshot({ path: path.join(OUT, `${width}-team.png`), fullPage: true });
  }
  expect(problems).toEqual([]);
});

test('a member who supervises no team has no «Команда» in the menu, and the page says why', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  // The page's read of the team is refused (403), and the browser logs the refused request.
  allowConsoleErrors(/the server responded with a status of 403/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.demo);
  await page.goto('/');
  const shell = new Shell(page);
  await expect(shell.greeting('Иван')).toBeVisible();
  await expect(shell.menu.getByRole('link', { name: 'Конкурсы' })).toBeVisible();
  await expect(shell.menu.getByRole('link', { name: 'Команда' })).toHaveCount(0);

  await page.goto('/team');
  await expect(shell.heading).toHaveText('Команда');
  await expect(page.getByText('Раздел «Команда» открыт руководителям команд')).toBeVisible();
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('table')).toHaveCount(0);
});
