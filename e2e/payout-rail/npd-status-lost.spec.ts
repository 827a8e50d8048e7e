// ФНС asked before the payout (decision 0054), against the real servers and the repository's ЮKassa
// emulator, which also answers for ФНС: a self-employed member binds «Мой налог» and withdraws; by
// the time the operator pays, ФНС no longer confirms the status. Nothing is sent to the provider,
// the order is refused with what to do, the points come back and withdrawals stop until ФНС confirms.
// In the provider-rail project, one at a time with the other journeys that choose the rail.
import { PAYOUT_CANCEL_REASONS } from '@cabinet/contracts';
import { expect, test } from '../fixtures';
import { members } from '../support/members';
import { emulatedPayouts, setEmulatorConfig } from '../support/payouts';
import { addCard, bindMyTax, onProviderRail, payOnDesk, waitForStatus, withdrawToCard } from '../support/provider-rail';
import { SidebarMoney } from '../pages/money';

test.describe.configure({ timeout: 180_000 });

/** The seeded member's ИНН (completePersonInn('7603456790')). */
const INN = '760345679006';
const STATUS_LOST = PAYOUT_CANCEL_REASONS.npd_status_lost!;

test('a payout whose status ФНС no longer confirms is not sent: the points come back with what to do', async ({
  page,
  browser,
  signIn,
  signInOperator,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await onProviderRail(browser, baseURL!, signInOperator, 'selfEmployedAdmin', async () => {
    await signIn(page, members.npdLostJourney);
    // The binding through the emulator's «Мой налог».
    await page.goto('/lk/self-employed');
    await bindMyTax(page, INN);
    await expect(page.getByRole('status').filter({ hasText: 'Вывод доступен.' })).toHaveText('Вывод доступен.');

    // ЮKassa pays the self-employed to cards (decision 0056).
    const mask = await addCard(page, '2202201234567895');
    const sidebar = new SidebarMoney(page);
    await page.goto('/withdraw');
    const before = await sidebar.read();
    const orderId = await withdrawToCard(page, 1000, mask);

    // ФНС stops confirming the status before the operator pays.
    await setEmulatorConfig({ npdInactiveInns: [INN] });
    try {
      const desk = await payOnDesk(browser, baseURL!, signInOperator, orderId, /^Выплатить 1\s000\sб\.\?$/);
      await waitForStatus(page, orderId, 'Отклонено');
      await expect(page.getByText(STATUS_LOST).first()).toBeVisible();
      // Nothing reached the provider.
      expect((await emulatedPayouts()).filter((p) => p.metadata?.order_id === String(orderId))).toEqual([]);
      await expect(async () => {
        await page.reload();
        expect(await sidebar.read()).toEqual(before);
      }).toPass({ timeout: 15_000 });
      await desk.reload();
      await expect(desk.getByText(`ЮKassa: Не отправлена: проверка перед выплатой не пройдена. ${STATUS_LOST}`)).toBeVisible();
      await desk.context().close();
    } finally {
      await setEmulatorConfig({ npdInactiveInns: [] });
    }

    // Withdrawals stop until ФНС confirms again, and the member is told why.
    await page.goto('/lk/self-employed');
    await expect(page.getByText(`${INN} не является плательщиком налога на профессиональный доход`)).toBeVisible();
    await page.goto('/notification');
    await expect(page.getByText('Вывод средств приостановлен').first()).toBeVisible();
    // Confirmed again: withdrawals go again, nothing switched meanwhile.
    await page.goto('/lk/self-employed');
    await page.getByRole('button', { name: 'Проверить в ФНС' }).click();
    await expect(page.getByText(`${INN} является плательщиком налога на профессиональный доход`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Вывод доступен.' })).toHaveText('Вывод доступен.');
  });
});
