// The help (its sign-in answers above all), the privacy policy, the consent and the programme rules are
// readable signed out, in a light public layout, and linked with the support e-mail from /login;
// signed in, the same pages stay in the cabinet's layout. At 320, 360, 768 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { members } from './support/members';

const WIDTHS = [320, 360, 768, 1280];

const DOCUMENTS = [
  { path: '/help', title: 'Помощь' },
  { path: '/policy', title: 'Политика конфиденциальности' },
  { path: '/consent', title: 'Согласие на обработку персональных данных' },
  { path: '/rules', title: 'Правила программы' },
] as const;

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of WIDTHS) {
  test(`signed out at ${width} px: /login leads to the help, the documents and the support e-mail`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    const footer = page.getByRole('navigation', { name: 'Помощь и документы' });
    await expect(footer.getByRole('link', { name: 'Помощь', exact: true })).toHaveAttribute('href', '/help');
    await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/policy');
    await expect(footer.getByRole('link', { name: 'Правила программы' })).toHaveAttribute('href', '/rules');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The answer a member whose SMS does not come is looking for, opened.
    await footer.getByRole('link', { name: 'Не приходит SMS с кодом?' }).click();
    await expect(page).toHaveURL(/\/help#sign-in-sms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
    await expect(page.locator('details#sign-in-sms')).toHaveAttribute('open', '');
    await expect(page.locator('#sign-in-sms').getByText(/новый код можно запросить через 60/)).toBeVisible();

    for (const doc of DOCUMENTS) {
      await page.goto(doc.path);
      await expect(page).toHaveURL(new RegExp(`${doc.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      await expect(page).toHaveTitle(`${doc.title} — АГЕНТ ПЛЮС`);
      // The public layout: the way to sign in, the documents, the support e-mail; no cabinet.
      await expect(page.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
      const nav = page.getByRole('navigation', { name: 'Помощь и документы программы' });
      await expect(nav.getByRole('link', { name: doc.title })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.locator('#sidebar')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Выйти' })).toHaveCount(0);
      expect(await sidewaysScroll(page), `${doc.path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    if (width === 360 || width === 1280) expect(await seriousViolations(page)).toEqual([]);
  });
}

test('signed out, every other page still asks to sign in first', async ({ page }) => {
  await page.goto('/balance');
  await expect(page).toHaveURL(/\/login\?next=%2Fbalance$/);
  await page.goto('/lk');
  await expect(page).toHaveURL(/\/login\?next=%2Flk$/);
});

test('signed in, the documents stay inside the cabinet', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, members.issue13Documents);
  for (const doc of DOCUMENTS) {
    await page.goto(doc.path);
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
    await expect(page.locator('#sidebar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
  }
});

test('the sticky contents of the policy and the rules show that more follows', async ({ page }) => {
  // A desktop window shorter than the contents: they scroll inside their column.
  await page.setViewportSize({ width: 1280, height: 640 });
  for (const path of ['/policy', '/rules']) {
    await page.goto(path);
    // Down the page, where the contents stay in their column whole.
    await page.evaluate(() => window.scrollTo(0, 600));
    const toc = page.getByRole('navigation').filter({ has: page.locator('#toc-title') });
    const sizes = await toc.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    if (sizes.scroll <= sizes.client) continue;
    // A shadow at the bottom edge while more follows; none once the end is reached.
    const bottomShade = async () => {
      const box = (await toc.boundingBox())!;
      const shot = await page.screenshot({
        clip: { x: box.x + box.width / 2 - 20, y: box.y + box.height - 6, width: 40, height: 4 },
      });
      return darkness(shot);
    };
    const whileMore = await bottomShade();
    await toc.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => toc.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight)).toBe(true);
    const atEnd = await bottomShade();
    expect(whileMore, `${path}: a visible hint at the bottom while more follows`).toBeGreaterThan(atEnd + 8);
  }
});

/** How far from white a PNG's pixels are on average (0 white … 255 black), decoded by sharp. */
async function darkness(png: Buffer): Promise<number> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += 255 - data[i]!;
  return sum / (info.width * info.height * info.channels);
}
