// Payouts by the provider's API against the real servers and the repository's ЮKassa Payouts emulator
// (decision 0031): an admin chooses the provider's rail in the settings; a member asks for a
// withdrawal in the cabinet, an operator pays it on the desk, the emulator pays it and the member
// sees «Выплачено» with the time; a second withdrawal, to a phone whose bank refuses it as suspicious
// (as a bank must refuse a recipient in the Bank of Russia's database of transfers without consent),
// is cancelled by the provider — the points come back and the member and the operator read why and
// what to do. The
// operators' «Сверка выплат» shows the provider and the reconciliation. Its own project, after every
// other: while the provider's rail is chosen, «Выплатить» on the desk pays by the provider.
import { PAYOUT_CANCEL_REASONS } from '@cabinet/contracts';
import { expect, test } from '../fixtures';
import { SidebarMoney } from '../pages/money';
import { seriousViolations } from '../support/axe';
import { expectAccessible } from '../support/back-office';
import { members } from '../support/members';
import { emulatedPayouts } from '../support/payouts';
import { onProviderRail, payOnDesk, waitForStatus, withdraw } from '../support/provider-rail';

// Two members, two operators and an admin, each payout waiting for the queue, the emulator and its notification.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const REFUSED_BY_BANK = PAYOUT_CANCEL_REASONS.fraud_suspected_by_bank!;

test('the provider pays one withdrawal and cancels another; the member sees each, the points come back', async ({
  page,
  browser,
  signIn,
  signInOperator,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await onProviderRail(browser, baseURL!, signInOperator, 'payoutsAdmin', async (admin) => {
    // Paid: the member's own phone, the name of the confirmed document sent for the recipient check.
    await signIn(page, members.payoutsPaid);
    const paidId = await withdraw(page, 1000);
    const desk = await payOnDesk(browser, baseURL!, signInOperator, paidId, /^Выплатить 1\s000\sб\.\?$/);
    await waitForStatus(page, paidId, 'Выплачено');
    await expect(page.locator('dt:text-is("Закрыта") + dd')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    // The member reads the НДФЛ withheld and what reached the bank on the paid order.
    await expect(page.getByTestId('order-tax')).toHaveText(/^−130\sб\.$/);
    await expect(page.locator('dt:text-is("Пришло в банк") + dd')).toHaveText(/^870\sб\.$/);
    expect(await seriousViolations(page)).toEqual([]);
    const paid = (await emulatedPayouts()).filter((p) => p.metadata?.order_id === String(paidId));
    expect(paid.map((p) => p.status)).toEqual(['succeeded']);
    await desk.reload();
    await expect(desk.getByText('ЮKassa: Выплачено')).toBeVisible();
    // НДФЛ 13 % was withheld (decision 0033): the order shows what went to the bank.
    await expect(desk.getByTestId('desk-amount')).toHaveText(/^1\s000\sб\.$/);
    await expect(desk.getByTestId('desk-tax')).toHaveText(/^130\sб\.$/);
    await expect(desk.getByTestId('desk-to-bank')).toHaveText(/^870\sб\.$/);
    await desk.context().close();

    // Cancelled: the emulator's bank refuses +7 (999) 000-00-08 as suspicious (`fraud_suspected` by the bank).
    const second = await browser.newContext({ baseURL: baseURL!, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
    const member = await second.newPage();
    await member.setViewportSize({ width: 1280, height: 900 });
    await signIn(member, members.payoutsCancelled);
    const sidebar = new SidebarMoney(member);
    await member.goto('/withdraw');
    const before = await sidebar.read();
    const cancelledId = await withdraw(member, 700, '9990000008');
    await expect.poll(async () => (await sidebar.read()).frozen).toBe(before.frozen + 700);
    const cancelDesk = await payOnDesk(browser, baseURL!, signInOperator, cancelledId, /^Выплатить 700\sб\.\?$/);
    await waitForStatus(member, cancelledId, 'Отклонено');
    await expect(member.getByText(REFUSED_BY_BANK).first()).toBeVisible();
    // The points come back with the refusal, in its transaction. The layout (the sidebar's money)
    // and the page (the order) read the API side by side, so a page loaded as the refusal lands may
    // show it beside the balance read a moment before: the next load shows both.
    await expect(async () => {
      await member.reload();
      expect(await sidebar.read()).toEqual(before);
    }).toPass({ timeout: 15_000 });
    // The operator reads the same reason on the desk.
    await cancelDesk.reload();
    await expect(cancelDesk.getByText(`ЮKassa: Отменена платёжным сервисом. ${REFUSED_BY_BANK}`)).toBeVisible();
    await cancelDesk.context().close();
    await second.close();

    // «Сверка выплат»: the provider, the rail, the payouts in flight, no difference.
    await admin.goto('/admin/reconciliation');
    await expect(admin.getByRole('heading', { level: 1, name: 'Сверка выплат' })).toBeVisible();
    await expect(admin.getByText('через сервис')).toBeVisible();
    await expect(admin.getByText('Расхождений нет: выплаты у платёжного сервиса совпадают с учётом.')).toBeVisible();
    await expectAccessible(admin);
  });
});
