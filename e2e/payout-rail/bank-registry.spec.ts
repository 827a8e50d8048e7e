// A self-employed member paid by the bank's registry (decision 0057), against the real servers and the
// repository's T-Bank emulator: on the bank's rail the member allows the bank in «Мой налог» (the
// emulated person accepts a few seconds later), is asked for an account before the withdrawal, sets
// it with a code on «Способы выплаты» and withdraws to it; the operator pays on the desk, the API
// creates, signs and pays the registry, and the member sees the order paid to the account with the
// receipt the bank registered. A second order to an account the recipient's bank refuses comes back
// with the next step.
// In the provider-rail project, one at a time with the other journeys: each chooses the rail.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { members } from '../support/members';
import { allowBank, BIK, onProviderRail, payOnDesk, setBankAccount, waitForStatus } from '../support/provider-rail';

test.describe.configure({ timeout: 180_000 });

/** Accounts at БИК 044525974 with a right control key: one the emulated bank pays, one its recipient refuses. */
const PAYING = '40817810500001234567';
const REFUSED = '40817810900009876543';

async function withdrawToAccount(page: Page, amount: number, last4: string): Promise<number> {
  await page.goto('/withdraw');
  await expect(page.getByRole('radio', { name: new RegExp(`^На счёт •• ${last4}`) })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^По СБП/ })).toHaveCount(0);
  await page.getByLabel(/^Сумма/).fill(String(amount));
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByTestId('confirm-account')).toContainText(`•• ${last4}`);
  await page.getByRole('button', { name: 'Подтвердить вывод' }).click();
  await expect(page.getByRole('heading', { name: 'Заявка создана' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Открыть заявку №\d+$/ });
  return Number((await link.innerText()).replace(/\D/g, ''));
}

test('a self-employed member allows the bank, sets an account and is paid by the bank’s registry with a receipt', async ({
  page,
  browser,
  signIn,
  signInOperator,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await onProviderRail(
    browser,
    baseURL!,
    signInOperator,
    'selfEmployedAdmin',
    async () => {
      await signIn(page, members.bankRegistryJourney);

      // «Самозанятость»: the request goes to the bank; the person accepts it in «Мой налог».
      await page.goto('/lk/self-employed');
      await allowBank(page);

      // The bank pays the self-employed to an account: the withdrawal asks for one first.
      await page.goto('/withdraw');
      await expect(page.getByRole('heading', { name: 'Укажите счёт для выплат' })).toBeVisible();
      await page.getByRole('link', { name: 'Указать счёт' }).click();
      await setBankAccount(page, PAYING);
      expect(await seriousViolations(page)).toEqual([]);

      const orderId = await withdrawToAccount(page, 1000, PAYING.slice(-4));
      const desk = await payOnDesk(browser, baseURL!, signInOperator, orderId, /^Выплатить 1\s000\sб\.\?$/, 'bank');
      await expect(desk.getByTestId('desk-account')).toHaveText(`•• ${PAYING.slice(-4)}, БИК ${BIK}`);
      await desk.context().close();
      await waitForStatus(page, orderId, 'Выплачено');
      await expect(page.getByText(`•• ${PAYING.slice(-4)}, БИК ${BIK}`)).toBeVisible();
      // The receipt the bank registered, on the order.
      const receipt = page.getByTestId('order-receipt');
      await expect(async () => {
        await page.reload();
        await expect(receipt).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(receipt).toHaveText(/^Чек №\d+$/);
      expect(await seriousViolations(page)).toEqual([]);

      // An account the recipient's bank refuses: the points come back with what to do.
      await setBankAccount(page, REFUSED);
      const refusedId = await withdrawToAccount(page, 500, REFUSED.slice(-4));
      const desk2 = await payOnDesk(browser, baseURL!, signInOperator, refusedId, /^Выплатить 500\sб\.\?$/, 'bank');
      await desk2.context().close();
      await waitForStatus(page, refusedId, 'Отклонено');
      await expect(page.getByText(/базе Банка России о переводах без согласия клиента/).first()).toBeVisible();
    },
    'bank_registry',
  );
});
