// The sign-in code by Telegram (decision 0035): the code step says the code went to Telegram,
// «Отправить по SMS» sends the same code by SMS (the emulator receives it), and the code signs in.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { CODE, members } from './support/members';

interface EmulatedMessage {
  provider: string;
  phone: string;
  code: string | null;
}

async function messagesTo(phone: string): Promise<EmulatedMessage[]> {
  const res = await fetch(`${process.env.E2E_SMS_EMULATOR_URL}/emulator/messages`);
  return ((await res.json()) as EmulatedMessage[]).filter((m) => m.phone === phone);
}

test('a member in Telegram gets the code there and may have it by SMS instead', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const { phone } = members.telegramSignIn;
  const login = new LoginPage(page);
  await login.goto();
  await login.requestCode(phone);

  await expect(page.getByText('Код отправлен в Telegram на номер +7 (900) 555-09-50.')).toBeVisible();
  await expect(page.getByText('Если сообщение не придёт в Telegram, мы отправим код по SMS сами.')).toBeVisible();
  await expect(page.getByLabel('Код из Telegram')).toBeVisible();
  expect((await messagesTo(phone)).map((m) => m.provider)).toEqual(['telegram']);

  await page.getByRole('button', { name: 'Отправить по SMS' }).click();
  await expect(page.getByText('Код отправлен по SMS на номер +7 (900) 555-09-50.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить по SMS' })).toBeHidden();
  await expect
    .poll(async () => (await messagesTo(phone)).map((m) => [m.provider, m.code]))
    .toEqual([
      ['telegram', CODE],
      ['smsru', CODE],
    ]);

  await login.submitCode(CODE);
  await expect(page).toHaveURL(/\/$/);
});
