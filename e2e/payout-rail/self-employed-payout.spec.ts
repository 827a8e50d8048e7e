// A member becomes self-employed and is paid with a receipt (decision 0034), against the real servers
// and the repository's ЮKassa emulator, which also answers for ФНС and serves the «Мой налог» page:
// the member chooses «Самозанятый» in «Налоги» with an ИНН of right check digits, checks the status
// with ФНС, allows the receipts on the emulator's «Мой налог» page, adds a card through the emulated
// ЮKassa widget (the self-employed are paid only to cards, decision 0056: the withdrawal asks for a
// card first and offers no SBP) and withdraws to it; the operator pays on
// the desk, the provider pays and registers the receipt, and the member opens it from the order and
// finds it on the payout's line in the balance history.
// In the provider-rail project, one at a time with the payouts journey: both choose the rail.
import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { members } from '../support/members';
import { emulatedPayouts } from '../support/payouts';
import { addCard, bindMyTax, onProviderRail, payOnDesk, waitForStatus, withdrawToCard } from '../support/provider-rail';

// A member, an operator and an admin; the payout waits for the queue, the emulator and its notification.
test.describe.configure({ timeout: 180_000 });

/** completePersonInn('7603456789'): both check digits right, and not among the emulator's inactive ИНН. */
const INN = '760345678901';

test('a member chooses «самозанятый», binds «Мой налог», withdraws and opens the receipt of the payout', async ({
  page,
  browser,
  signIn,
  signInOperator,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await onProviderRail(browser, baseURL!, signInOperator, 'selfEmployedAdmin', async () => {
    await signIn(page, members.npdJourney);

    // «Налоги»: the regime and the ИНН.
    await page.goto('/lk');
    const tax = page.getByRole('region', { name: 'Налоги' });
    await tax.getByRole('radio', { name: /Самозанятый/ }).check();
    await tax.getByLabel('ИНН').fill(INN);
    await tax.getByRole('button', { name: 'Сохранить' }).click();
    // The save's own status (the regime's note beside it is a status too, until ФНС confirms it).
    await expect(tax.getByRole('status').filter({ hasText: 'Налоговый профиль' })).toHaveText('Налоговый профиль сохранён');

    // «Самозанятость»: ФНС's answer, then the binding through the provider.
    await page.getByRole('link', { name: /Самозанятость и чеки/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Самозанятость' })).toBeVisible();
    await expect(page.getByText(`ИНН ${INN}`)).toBeVisible();
    await expect(page.getByText('Ещё не проверяли.')).toBeVisible();
    await page.getByRole('button', { name: 'Проверить в ФНС' }).click();
    await expect(page.getByText(`${INN} является плательщиком налога на профессиональный доход`)).toBeVisible();
    // The emulator's «Мой налог»: the partner's request names the ИНН.
    await bindMyTax(page, INN);
    await expect(page.getByText('Подключено: чеки регистрируются автоматически')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Вывод доступен.' })).toHaveText('Вывод доступен.');
    expect(await seriousViolations(page)).toEqual([]);

    // Paid as self-employed where the provider pays: to a card only, so the withdrawal asks for one first.
    await page.goto('/withdraw');
    await expect(page.getByRole('heading', { name: 'Добавьте карту для выплат' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Добавить карту' })).toHaveAttribute('href', '/lk/cards');
    await expect(page.getByRole('radio', { name: /^По СБП/ })).toHaveCount(0);

    // The card, through the emulated widget: the number stays in the provider's frame.
    const mask = await addCard(page, '2202201234567895');
    expect(await seriousViolations(page)).toEqual([]);
    // The withdrawal to it, paid by the provider once the operator pays it on the desk.
    const orderId = await withdrawToCard(page, 1000, mask);
    const desk = await payOnDesk(browser, baseURL!, signInOperator, orderId, /^Выплатить 1\s000\sб\.\?$/);
    // A самозанятый pays their own tax: nothing is withheld, the bank gets the whole amount.
    await expect(desk.getByTestId('desk-amount')).toHaveText(/^1\s000\sб\.$/);
    await expect(desk.getByTestId('desk-to-bank')).toHaveCount(0);
    await desk.context().close();
    await waitForStatus(page, orderId, 'Выплачено');
    const paid = (await emulatedPayouts()).filter((p) => p.metadata?.order_id === String(orderId));
    expect(paid.map((p) => [p.status, p.payout_destination.type])).toEqual([['succeeded', 'bank_card']]);
    await expect(page.getByText('2202 20•• •••• 7895, Sberbank')).toBeVisible();

    // The receipt: registered in «Мой налог» with the payout, its link on the order.
    const receipt = page.getByTestId('order-receipt');
    await expect(async () => {
      await page.reload();
      await expect(receipt).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(receipt).toHaveText(/^Чек №\d+$/);
    const number = (await receipt.innerText()).replace(/\D/g, '');
    const href = await receipt.getAttribute('href');
    expect(href).toContain(`/emulator/receipt/${INN}/${number}`);
    expect(await seriousViolations(page)).toEqual([]);
    const receiptPage = await page.context().newPage();
    await receiptPage.goto(href!);
    await expect(receiptPage.getByRole('heading', { name: `Чек № ${number}` })).toBeVisible();
    await expect(receiptPage.getByText(/^Сумма: 1000(\.00)? ₽$/)).toBeVisible();
    await receiptPage.close();

    // The payout's line in the balance history links the same receipt.
    await page.goto('/balance');
    const line = page
      .getByTestId('history-entry')
      .filter({ hasText: 'Вывод средств' })
      .filter({ hasText: new RegExp(`№\\s?${orderId}(?!\\d)`) });
    await expect(line.getByTestId('history-receipt')).toHaveText(`Чек НПД №${number}`);
    await expect(line.getByTestId('history-receipt')).toHaveAttribute('href', href!);
  });
});
