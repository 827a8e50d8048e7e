// The sign-in page: a wait's error goes away with its countdown; 'Изменить номер' keeps the
// code already sent to come back to; the phone in «Код отправлен на номер …» stays on one line; a
// captcha that fails says so once; the captcha's script waits for the member's first input.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { captchaPayload } from './support/captcha';
import { CODE, members } from './support/members';

// Next.js keeps an empty role="alert" of its own (the route announcer): the messages are the others.
const messages = (login: LoginPage) => login.alerts.filter({ hasText: /\S/ });

/** '79005550311' → '+7 (900) 555-03-11', as the page writes it. */
const shown = (phone: string) => `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`;

test('«через 60 секунд» goes away when its countdown ends', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 429/);
  const phone = members.issue13SignIn.phone;
  // A code was just sent to this phone from elsewhere: the next may be asked for in a minute.
  const first = await page.request.post('/api/mobile-auth/code', {
    data: { phone, captcha: await captchaPayload(page.request) },
  });
  expect(first.ok()).toBe(true);

  await page.clock.install();
  const login = new LoginPage(page);
  await login.goto();
  await login.requestCode(phone);
  const wait = login.error(/^Новый код можно запросить через \d+ секунд/);
  await expect(wait).toBeVisible();
  await expect(page.getByText(/^Повторить можно через 0:\d\d$/)).toBeVisible();
  await expect(login.getCode).toBeDisabled();

  await page.clock.fastForward('01:05');
  await expect(page.getByText(/^Повторить можно через/)).toHaveCount(0);
  await expect(wait).toHaveCount(0);
  await expect(messages(login)).toHaveCount(0);
  await expect(login.getCode).toBeEnabled();
});

test('«Изменить номер» keeps the code sent; the phone stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const { phone } = members.issue13ChangePhone;
  const login = new LoginPage(page);
  await login.goto();
  await login.requestCode(phone);
  await expect(login.code).toBeVisible();
  const sentTo = page.getByText(/^Код отправлен на номер/);
  await expect(sentTo).toHaveText(`Код отправлен на номер ${shown(phone)}.`);
  const lines = await sentTo
    .getByText(shown(phone))
    .evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);
  expect(lines).toBe(1);

  // Another number is typed, then the member thinks better of it: back to the code already sent.
  await login.changePhone.click();
  await expect(login.phone).toHaveValue(shown(phone));
  await login.typePhone(members.issue13OtherPhone.phone);
  const back = page.getByRole('button', { name: `Ввести код, отправленный на ${shown(phone)}` });
  await back.click();
  await expect(sentTo).toHaveText(`Код отправлен на номер ${shown(phone)}.`);

  // The same number again within the minute: no new request, no refusal, the code step.
  await login.changePhone.click();
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/mobile-auth/code')) asked++;
  });
  await login.getCode.click();
  await expect(login.code).toBeVisible();
  expect(asked).toBe(0);
  await expect(messages(login)).toHaveCount(0);

  await login.submitCode(CODE);
  await expect(page).toHaveURL(/\/$/);
});

test('a reload on the code step keeps the code step for the number the code went to', async ({ page }) => {
  const { phone } = members.reloadCodeStep;
  const login = new LoginPage(page);
  await login.goto();
  await login.requestCode(phone);
  const sentTo = page.getByText(/^Код отправлен на номер/);
  await expect(sentTo).toHaveText(`Код отправлен на номер ${shown(phone)}.`);

  // A phone browser reloads the tab when the member comes back from the SMS app.
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/mobile-auth/code')) asked++;
  });
  await page.reload();
  await expect(sentTo).toHaveText(`Код отправлен на номер ${shown(phone)}.`);
  await expect(login.code).toBeVisible();
  await expect(messages(login)).toHaveCount(0);
  // «Изменить номер», then a reload: the phone step offers the way back to the code.
  await login.changePhone.click();
  await page.reload();
  const back = page.getByRole('button', { name: `Ввести код, отправленный на ${shown(phone)}` });
  await back.click();
  await expect(sentTo).toHaveText(`Код отправлен на номер ${shown(phone)}.`);
  expect(asked).toBe(0);

  await login.submitCode(CODE);
  await expect(page).toHaveURL(/\/$/);
  // Signed in, the tab forgets the code: the sign-in page starts at the phone again.
  expect(await page.evaluate(() => window.sessionStorage.getItem('agentplus.signInCode'))).toBeNull();
});

test('a captcha that cannot be solved is told once', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  await page.route('**/api/captcha/challenge', (route) => route.fulfill({ status: 500, body: 'down' }));
  const login = new LoginPage(page);
  await login.goto();
  // The widget starts at the first input on the page (captcha-field.tsx): typing is one.
  await login.typePhone(members.issue13Captcha.phone);
  await expect(login.error('Не прошла проверка капчи')).toBeVisible();
  await expect(messages(login)).toHaveCount(1);
  await login.getCode.click();
  await expect(login.error('Не прошла проверка капчи')).toBeVisible();
  await expect(messages(login)).toHaveCount(1);
  // The widget's own strings: «ё» and «…».
  await expect(page.getByText('Идет проверка')).toHaveCount(0);

  await page.unroute('**/api/captcha/challenge');
  await login.getCode.click();
  await expect(login.code).toBeVisible();
  await expect(messages(login)).toHaveCount(0);
});

test('the captcha widget loads at the first input, in the place its facade kept', async ({ page }) => {
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/captcha/challenge')) challenges.push(request.url());
  });
  const login = new LoginPage(page);
  await login.goto();
  await page.waitForLoadState('networkidle');
  const box = page.locator('form .altcha').first();
  await expect(box).toContainText('Я не робот');
  const before = await box.boundingBox();
  expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true);
  expect(challenges).toHaveLength(0);

  await login.phone.press('9');
  await expect(login.captchaVerified).toBeVisible();
  expect(challenges).toHaveLength(1);
  const after = await page.locator('altcha-widget .altcha').boundingBox();
  expect(after).toEqual(before);
});

test('a widget whose script did not load is loaded again when the form asks for it', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/net::ERR_FAILED|Failed to load chunk|Loading chunk/);
  // The widget's chunk cannot be fetched — as over a network gone for a moment — until the member
  // presses «Получить код». The chunk loader tries twice before the import fails.
  let offline = true;
  let refusals = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The library's own chunk, not the page's (whose markup names the element too).
    if (!offline || !body.includes('customElements.define("altcha-widget"')) return route.fulfill({ response, body });
    refusals += 1;
    return route.abort('failed');
  });
  const login = new LoginPage(page);
  await login.goto();
  await login.typePhone(members.captchaRetry.phone);
  await expect.poll(() => refusals).toBe(2);
  // The second refusal fails the import; the page has had time to take it in once its next frames ran.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true);

  offline = false;
  await login.getCode.click();
  await expect(login.code).toBeVisible();
});
