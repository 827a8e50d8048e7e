// The rest of the cabinet's details: no collapse button that does nothing on a touch
// device; the tracking userId forgotten at sign-out; a news item's page named after the article; a
// partial place of work refused, never erased.
import { expect, test } from './fixtures';
import { Shell } from './pages/shell';
import { members } from './support/members';

test.describe('on a touch device', () => {
  // An iPad-sized tablet in landscape: the desktop layout, a touch screen (product §4's detection).
  test.use({
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('the sidebar stays wide and offers no collapse button', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, members.issue13Touch);
    await page.goto('/');
    const shell = new Shell(page);
    await expect(shell.greeting()).toBeVisible();
    await expect(shell.collapse).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Развернуть меню' })).toHaveCount(0);
    await expect(shell.menu.getByRole('link', { name: 'Новости' })).toBeVisible();
  });
});

test('the stored userId is forgotten at sign-out', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.issue13Logout);
  await page.goto('/');
  // Stored from the balance call (product §3).
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('userId'))).toBeTruthy();
  const shell = new Shell(page);
  await shell.exit.click();
  await shell.exitDialog.getByRole('button', { name: 'Да' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('userId'))).toBeNull();
});

test("a news item's page is named after the article", async ({ page, signIn }) => {
  await signIn(page, members.issue13News);
  await page.goto('/news');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  const link = card.getByRole('link', { name: title });
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} — АГЕНТ ПЛЮС`);
  // Opened directly too.
  await page.goto('/');
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} — АГЕНТ ПЛЮС`);
});

test('a partial place of work is refused and erases nothing', async ({ page, signIn }) => {
  await signIn(page, members.issue13Profile);
  const work = {
    Description: 'Подключаю абонентов в частном секторе.',
    Department: 'Отдел прямых продаж',
    Employer: 'ООО «Связь-Регион»',
    JobPost: 'Торговый представитель',
    DcAddress: 'г. Казань, ул. Баумана, д. 1',
    DcNumber: 'ДЦ-042',
    DcDivision: 'Приволжский',
  };
  const saved = await page.request.put('/api/lk/edit/set-place-of-work/', { data: work });
  expect(saved.status()).toBe(200);
  for (const body of [{}, { Employer: 'ООО «Другая»' }]) {
    const res = await page.request.put('/api/lk/edit/set-place-of-work/', { data: body });
    expect(res.status(), JSON.stringify(body)).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('validation_error');
  }
  const info = (await (await page.request.get('/api/lk/personal-info/')).json()) as {
    userInfo: { extraProperties: Record<string, string> };
  };
  expect(info.userInfo.extraProperties).toEqual(work);
});

test('without a counter id the advertising and visitor counters are off', async ({ page }) => {
  // The browser tests run without YM_COUNTER_ID (global-setup.ts): no script, no pixel, no outside host.
  const outside: string[] = [];
  page.on('request', (r) => {
    if (/yandex/.test(new URL(r.url()).hostname)) outside.push(r.url());
  });
  const res = await page.goto('/login');
  expect(res!.headers()['content-security-policy']).not.toContain('yandex');
  await expect(page.locator('script[src*="mc.yandex"], img[src*="mc.yandex"], #yandex-metrika')).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('an amount never breaks between its number and «б.», seen or read aloud', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, members.amountsKeepTogether);
  for (const path of ['/', '/news', '/balance']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Under two busy workers a quiet network can come before the page's data has: wait for the data.
    await expect(page.locator('body')).not.toContainText('Загрузка…', { timeout: 30_000 });
    // The page's text as it stands in the document, the visually hidden words for screen readers
    // included (innerText would turn every no-break space into a plain one).
    const text = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let all = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.parentElement?.tagName ?? '')) all += node.nodeValue;
      }
      return all;
    });
    expect(text, path).toMatch(/б\./);
    expect(text.match(/.{0,40}\d[ \t\n]+б\./g), path).toBeNull();
  }
});
