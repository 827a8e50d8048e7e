// What the provider-rail journeys share (decision 0031): an admin choosing the rail, a member's
// withdrawal through the cabinet's form, the operator's «Выплатить» handing the order to the
// provider, and the member's order until the provider's final answer.
import { expect, type Browser, type Page } from '@playwright/test';
import { WithdrawPage } from '../pages/money';
import { operatorPage } from './back-office';
import type { OperatorKey } from './operators';

/**
 * Runs `journey` with the provider's rail (or `rail`) chosen by the admin `key` (whose page it gets),
 * and goes back to the manual rail afterwards whatever happened: every other test pays by hand.
 */
export async function onProviderRail(
  browser: Browser,
  baseURL: string,
  signInOperator: (p: Page, k: OperatorKey) => Promise<unknown>,
  key: OperatorKey,
  journey: (admin: Page) => Promise<void>,
  rail: 'provider' | 'bank_registry' = 'provider',
): Promise<void> {
  const admin = await operatorPage(browser, baseURL);
  await signInOperator(admin, key);
  await chooseRail(admin, rail);
  try {
    await journey(admin);
  } finally {
    await chooseRail(admin, 'manual');
    await admin.context().close();
  }
}

export async function chooseRail(page: Page, rail: 'manual' | 'provider' | 'bank_registry') {
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Способ выплат' });
  await card.getByLabel('Выплачивать').selectOption(rail);
  await card.getByRole('button', { name: 'Сохранить' }).click();
  // A switch asks first whom it touches (decision 0057); the rail in force is saved at once.
  const saved = card.getByText(/^Способ выплат сохранён\./);
  const dialog = page.getByRole('dialog', { name: /^Сменить способ выплат на/ });
  await expect(saved.or(dialog)).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /^Сменить/ }).click();
  await expect(saved).toBeVisible();
}

/**
 * On the bank's rail, from «Самозанятость» (`/lk/self-employed`): the request goes to the bank, the
 * emulated person accepts it in «Мой налог» a few seconds later, and «Обновить статус» reads it.
 */
export async function allowBank(page: Page) {
  await expect(page.getByText(/разрешите банку Т\u2011Банк регистрировать чеки/)).toBeVisible();
  await page.getByRole('button', { name: 'Подключить «Мой налог»' }).click();
  await expect(page.getByText('Ждём вашего разрешения в «Мой налог»')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Открыть «Мой налог» и разрешить' })).toHaveCount(0);
  await expect(async () => {
    await page.getByRole('button', { name: 'Обновить статус' }).click();
    await expect(page.getByText('Подключено: чеки регистрируются автоматически')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Вывод доступен.' })).toHaveText('Вывод доступен.');
}

/** The БИК of the emulated bank's test accounts. */
export const BIK = '044525974';

/** On «Способы выплаты»: the account (at BIK) the bank's registry pays to, kept with the code. */
export async function setBankAccount(page: Page, account: string) {
  await page.goto('/lk/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Способы выплаты' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Счёт для выплат через банк' });
  await section.getByRole('button', { name: /^Указать (другой )?счёт$/ }).click();
  await section.getByLabel('Номер счёта').fill(account);
  await section.getByLabel('БИК банка').fill(BIK);
  await section.getByRole('button', { name: 'Получить код' }).click();
  await section.getByLabel('Код подтверждения').fill('000000');
  await section.getByRole('button', { name: 'Сохранить счёт' }).click();
  await expect(section.getByTestId('payout-account')).toHaveText(`Счёт •• ${account.slice(-4)}, БИК ${BIK}`);
}

/**
 * From «Самозанятость» (`/lk/self-employed`): «Подключить «Мой налог»», the emulator's «Мой налог»
 * page naming the ИНН, «Разрешить», and back to «Самозанятость».
 */
export async function bindMyTax(page: Page, inn: string) {
  await page.getByRole('button', { name: 'Подключить «Мой налог»' }).click();
  await page.getByRole('link', { name: 'Открыть «Мой налог» и разрешить' }).click();
  await expect(page.getByRole('heading', { name: 'Запрос партнёра' })).toBeVisible();
  await expect(page.getByText(`ИНН ${inn}`)).toBeVisible();
  await page.getByRole('button', { name: 'Разрешить' }).click();
  await expect(page.getByText('Права выданы. Вернитесь в кабинет программы.')).toBeVisible();
  await page.goto('/lk/self-employed');
}

/** The member's withdrawal through the cabinet's form, to Сбербанк; the new order's id. */
export async function withdraw(page: Page, amount: number, sbpPhone?: string): Promise<number> {
  const form = new WithdrawPage(page);
  await form.goto();
  // On the provider's rail the form asks where to first (decision 0056).
  const bySbp = page.getByRole('radio', { name: /^По СБП/ });
  if (await bySbp.isVisible()) await bySbp.check();
  // The SBP bank list is the provider's (banks.refresh), the form shows it.
  await form.bankSearch.fill('сбер');
  await page.getByRole('group', { name: 'Банк' }).getByRole('radio').first().check();
  if (sbpPhone) {
    await form.phone.selectText();
    await page.keyboard.press('Backspace');
    await form.phone.pressSequentially(sbpPhone);
  }
  return confirmAmount(page, form, amount);
}

async function confirmAmount(page: Page, form: WithdrawPage, amount: number): Promise<number> {
  await form.amount.fill(String(amount));
  await form.next.click();
  await form.confirm.click();
  await expect(page.getByRole('heading', { name: 'Заявка создана' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Открыть заявку №\d+$/ });
  return Number((await link.innerText()).replace(/\D/g, ''));
}

/**
 * «Способы выплаты» (decision 0056): «Добавить карту», the number typed into the emulated ЮKassa
 * widget's frame, then the sign-in code (the tests' fixed one) confirms it. Answers the card's mask.
 */
export async function addCard(page: Page, pan: string): Promise<string> {
  await page.goto('/lk/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Способы выплаты' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить карту' }).click();
  const widget = page.frameLocator('iframe[title="Данные карты для выплат"]');
  await widget.getByLabel('Номер карты').fill(pan);
  await widget.getByRole('button', { name: 'Сохранить карту' }).click();
  const mask = `${pan.slice(0, 4)} ${pan.slice(4, 6)}•• •••• ${pan.slice(-4)}`;
  await expect(page.getByText(new RegExp(`^Карта ${mask}.* получена`))).toBeVisible();
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код подтверждения').fill('000000');
  await page.getByRole('button', { name: 'Добавить карту' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: mask })).toBeVisible();
  return mask;
}

/** The member's withdrawal to their default card (preselected by the form); the new order's id. */
export async function withdrawToCard(page: Page, amount: number, mask: string): Promise<number> {
  const form = new WithdrawPage(page);
  await form.goto();
  await expect(page.getByRole('radio', { name: new RegExp(`^На карту ${mask}`) })).toBeChecked();
  await expect(form.bankSearch).toHaveCount(0);
  return confirmAmount(page, form, amount);
}

const HANDED_OVER = {
  provider: 'Заявка передана на выплату платёжному сервису: он переведёт деньги и сообщит итог.',
  bank: 'Заявка передана на выплату банку: она войдёт в ближайший реестр, банк переведёт деньги и сообщит итог.',
};

/** The operator pays the order on the desk: it is handed to the provider, or to the bank's next registry. */
export async function payOnDesk(
  browser: Browser,
  baseURL: string,
  signInOperator: (p: Page, k: OperatorKey) => Promise<unknown>,
  orderId: number,
  amountText: RegExp,
  to: keyof typeof HANDED_OVER = 'provider',
) {
  const desk = await operatorPage(browser, baseURL);
  await signInOperator(desk, 'payoutsDesk');
  await desk.goto(`/admin/withdrawals/${orderId}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Заявка № ${orderId}` })).toBeVisible();
  await desk.getByRole('button', { name: 'Выплатить' }).click();
  const dialog = desk.getByRole('dialog', { name: amountText });
  await dialog.getByRole('button', { name: 'Выплатить' }).click();
  await expect(desk.getByText(HANDED_OVER[to])).toBeVisible();
  return desk;
}

/**
 * The member's order until the provider's final answer has closed it. The job the desk's approval
 * queues usually closes it at once; an answer that comes after that job has ended is read by the
 * sweep or the registry's job of the next minute: up to 90 s on a busy machine.
 */
export async function waitForStatus(page: Page, orderId: number, status: string) {
  await expect(async () => {
    await page.goto(`/order/${orderId}`);
    await expect(page.getByTestId('order-amount')).toBeVisible();
    await expect(page.getByText(status).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
}
