// Самозанятость (decision 0034): a self-employed member (the demo's, whose tax profile the seed
// writes: the profile's form is another screen's) finds the section from /lk, reads what to do,
// is refused a withdrawal with the reason while not bound, and downloads the month's statement as a
// PDF that opens with its Cyrillic title. This project's programme pays by hand, which pays no
// самозанятый (decision 0061): the withdrawal says so. The binding and a paid receipt in the browser are the
// provider-rail journey's (payout-rail/self-employed-payout.spec.ts); the re-check and the refusals
// against the emulator are apps/api/test/payouts/self-employed.test.ts's.
import { expect, test } from './fixtures';
import { WithdrawPage } from './pages/money';
import { seriousViolations } from './support/axe';
import { members } from './support/members';
import { openPdf } from './support/pdf';

const PAUSED =
  'Сейчас программа выплачивает баллы вручную, а самозанятым так платить нельзя: чек в «Мой налог» регистрирует только платёжный сервис или банк. Вывод возобновится, когда программа вернёт выплаты через них; баллы остаются на балансе.';

const PAGE_NOT_BOUND =
  'Вывод станет доступен, когда вы разрешите регистрацию чеков: нажмите «Подключить «Мой налог»» и подтвердите разрешение в «Мой налог».';

test('a self-employed member finds the section, is refused a withdrawal the programme cannot pay, and downloads the statement', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  // The refused withdrawal is answered 422, which the browser logs.
  allowConsoleErrors(/status of 422/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.selfEmployed);
  await page.goto('/lk');
  await page.getByRole('link', { name: /Самозанятость и чеки/ }).click();
  await expect(page).toHaveURL(/\/lk\/self-employed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Самозанятость' })).toBeVisible();
  await expect(page.getByText('ИНН 770123456703')).toBeVisible();
  // The page says what to press on it; the withdrawal's refusal sends the member here.
  await expect(page.getByRole('status').filter({ hasText: PAGE_NOT_BOUND })).toHaveText(PAGE_NOT_BOUND);
  await expect(page.getByRole('heading', { name: /Доход за \d{4} год/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The withdrawal is refused with the reason (by hand nobody registers the receipt), and nothing is frozen.
  const withdraw = new WithdrawPage(page);
  await withdraw.goto();
  await withdraw.bankSearch.fill('сбер');
  await page.getByRole('radio').first().check();
  await withdraw.amount.fill('100');
  await withdraw.next.click();
  await withdraw.confirm.click();
  await expect(page.getByText(PAUSED)).toBeVisible();

  // The month's statement, on screen and as a PDF.
  await page.goto('/lk/self-employed');
  await expect(page.getByText('Начислено')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Скачать PDF' }).click()]);
  const pdf = await openPdf(download);
  expect(pdf.getTitle()).toMatch(/^Выписка за [а-я]+ \d{4}$/);
  expect(pdf.getPageCount()).toBe(1);
});
