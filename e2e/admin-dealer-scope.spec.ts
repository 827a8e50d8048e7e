// An operator limited to a dealer (decision 0066): Дина Ахметова, the demo's operator of «ИП Голубев А. В.»,
// finds her dealer's member in the members' list, while Иван Петров — in a team of «ООО «Связь-Регион»» —
// is neither found nor opened: his card by its address reads «не найден», as a member who does not exist.
// An operator without a limit finds him, and gives the address. axe on the screens of the way.
import { expect, test } from './fixtures';
import { expectAccessible, operatorPage } from './support/back-office';
import { DEMO_DEALER_OPERATOR } from './support/operators';

const SEARCH = 'Телефон, имя, ИНН или номер договора';
/** Иван Петров, the demo member (README). */
const IVAN = { phone: '+7 (900) 123-45-67', name: /Петров Иван/ };
/** Андрей Викторович Голубев supervises «Казань — центр» of Дина's dealer (apps/api/src/seed/teams-structure-demo.ts). */
const GOLUBEV = { phone: '+7 (900) 111-02-03', name: /Голубев Андрей/ };

test("a dealer's operator sees her dealer's members only: in the list and by a card's address", async ({
  browser,
  signInOperator,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);

  // An operator who sees every dealer finds Иван, and his card's address.
  const everyone = await operatorPage(browser);
  await signInOperator(everyone, 'dealerScopeAll');
  await everyone.goto('/admin/members');
  await everyone.getByLabel(SEARCH).fill(IVAN.phone);
  await everyone.getByRole('button', { name: 'Найти' }).click();
  const ivanRow = everyone.getByRole('row', { name: IVAN.name });
  await expect(ivanRow).toBeVisible();
  const ivanCard = await ivanRow.getByRole('link').first().getAttribute('href');
  expect(ivanCard).toMatch(/^\/admin\/members\/[0-9a-f-]{36}$/);
  await everyone.context().close();

  const dina = await operatorPage(browser);
  const signedIn = await dina.request.post('/api/admin/auth/sign-in', { data: DEMO_DEALER_OPERATOR });
  expect(signedIn.ok(), `sign-in: ${await signedIn.text()}`).toBe(true);

  // Her dealer's member is found and opened.
  await dina.goto('/admin/members');
  await expect(dina.getByRole('heading', { level: 1, name: 'Участники' })).toBeVisible();
  await dina.getByLabel(SEARCH).fill(GOLUBEV.phone);
  await dina.getByRole('button', { name: 'Найти' }).click();
  await expect(dina.getByRole('row', { name: GOLUBEV.name })).toBeVisible();
  await expectAccessible(dina);
  await dina.getByRole('row', { name: GOLUBEV.name }).getByRole('link').first().click();
  await expect(dina.getByRole('heading', { level: 2, name: 'Баланс' })).toBeVisible();

  // Иван is at another dealer: not in the list…
  await dina.goto('/admin/members');
  await dina.getByLabel(SEARCH).fill(IVAN.phone);
  await dina.getByRole('button', { name: 'Найти' }).click();
  await expect(dina.getByText('Никого не нашли. Проверьте запрос.')).toBeVisible();
  await expect(dina.getByRole('row', { name: IVAN.name })).toHaveCount(0);

  // …nor behind his card's address, which reads as a member who does not exist.
  await dina.goto(ivanCard!);
  await expect(dina.getByText('Участник не найден.')).toBeVisible();
  await expect(dina.getByRole('heading', { level: 2, name: 'Баланс' })).toHaveCount(0);
  await expect(dina.getByText(IVAN.phone)).toHaveCount(0);
  await expectAccessible(dina);
  await dina.context().close();
});
