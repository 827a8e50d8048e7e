// The phone mask '+7 (9XX) XXX-XX-XX' of the sign-in and the withdrawal (components/phone-input), in the
// real fields: typing, pasting and deleting anywhere, with the caret staying by the digit it was at.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { WithdrawPage } from './pages/money';
import { PhoneField } from './pages/phone-field';
import { CODE, members } from './support/members';

const member = members.phoneInput;

test('type, paste and delete in the sign-in phone, sign in with it, then in the SBP phone of a withdrawal', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 360, height: 780 });
  const login = new LoginPage(page);
  await login.goto();
  const phone = new PhoneField(page, login.phone);
  await expect(login.phone).toHaveAttribute('placeholder', '+7 (900) 000-00-00');

  // Typed digit by digit, the mask draws itself; a leading 8 is the country code.
  await login.phone.pressSequentially('89001234567');
  expect(await phone.shown()).toBe('+7 (900) 123-45-67|');

  // Backspace after a digit in the middle: the rest moves up, the caret stays there.
  await phone.caretAt(10);
  await phone.press('Backspace');
  expect(await phone.shown()).toBe('+7 (900|) 234-56-7');
  // Typed back in the same place.
  await page.keyboard.type('1');
  expect(await phone.shown()).toBe('+7 (900) 1|23-45-67');

  // Backspace over a drawn '-' deletes the digit before it.
  await phone.caretAt(13);
  await phone.press('Backspace');
  expect(await phone.shown()).toBe('+7 (900) 12|4-56-7');
  // Over the space after ')': the digit before it.
  await phone.caretAt(9);
  await phone.press('Backspace');
  expect(await phone.shown()).toBe('+7 (90|1) 245-67');
  // Delete removes the digit after the caret.
  await phone.press('Delete');
  expect(await phone.shown()).toBe('+7 (90|2) 456-7');
  // The leading 9 stays: without it the other digits could not start a number.
  await phone.caretAt(5);
  await phone.press('Backspace');
  expect(await phone.shown()).toBe('+7 (9|02) 456-7');

  // Pasted in any of the usual ways, it is one number.
  for (const pasted of ['8 900 123-45-67', '+7 900 123 45 67', '9001234567']) {
    await phone.pasteOver(pasted);
    await expect(login.phone).toHaveValue('+7 (900) 123-45-67');
    expect(await phone.shown()).toBe('+7 (900) 123-45-67|');
  }

  // The member's own number, pasted, is what the API gets: the code comes and signs in.
  await phone.pasteOver(`+${member.phone.slice(0, 1)} ${member.phone.slice(1, 4)} ${member.phone.slice(4)}`);
  await expect(login.phone).toHaveValue('+7 (900) 111-00-06');
  await login.getCode.click();
  await expect(page.getByText('Код отправлен на номер +7 (900) 111-00-06.')).toBeVisible();
  await login.submitCode(CODE);
  await expect(page).toHaveURL(/\/$/);

  // The withdrawal's SBP phone is the same field: the member's number, then edited like the other.
  const withdraw = new WithdrawPage(page);
  await withdraw.goto();
  const sbp = new PhoneField(page, withdraw.phone);
  await expect(withdraw.phone).toHaveValue('+7 (900) 111-00-06');
  await expect(withdraw.phone).toHaveAttribute('placeholder', '+7 (900) 000-00-00');
  await sbp.pasteOver('8 900 123-45-67');
  expect(await sbp.shown()).toBe('+7 (900) 123-45-67|');
  await sbp.caretAt(16);
  await sbp.press('Backspace');
  expect(await sbp.shown()).toBe('+7 (900) 123-4|6-7');
  await page.keyboard.type('5');
  expect(await sbp.shown()).toBe('+7 (900) 123-45|-67');
  await sbp.press('End', 'Backspace', 'Backspace', 'Backspace');
  expect(await sbp.shown()).toBe('+7 (900) 123-4|');

  // Incomplete, it is refused in place; completed, the phone is no longer in question.
  await withdraw.next.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Некорректный формат номера телефона' })).toBeVisible();
  await expect(withdraw.phone).toHaveAttribute('aria-invalid', 'true');
  await sbp.pasteOver('+7 900 111 00 06');
  await withdraw.next.click();
  await expect(page.getByText('Выберите банк')).toBeVisible();
  await expect(page.getByText('Некорректный формат номера телефона')).toHaveCount(0);
  await expect(withdraw.phone).not.toHaveAttribute('aria-invalid', 'true');
});
