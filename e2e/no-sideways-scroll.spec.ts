// No screen of the cabinet scrolls sideways, at 320, 360, 768 or 1280 px (the drawer open
// too), no amount or phone number on it may break across lines or be free to, and no two of its
// panels touch.
import { expect, test } from './fixtures';
import { brokenRuns, laidOut, settled, sidewaysOverflow, touchingPanels } from './support/layout-checks';
import { members } from './support/members';
import { requestWithdrawal } from './support/withdrawal';

const WIDTHS = [320, 360, 768, 1280];

test('every member screen fits its width', async ({ page, signIn }) => {
  test.setTimeout(360_000);
  await signIn(page, members.issue13Layout);
  // An order of this member's own, for the order's page and a withdrawal line in the history.
  const orderId = await requestWithdrawal(page, members.issue13Layout.phone, 100);
  await page.goto('/news');
  const newsItem = await page.locator('a[href^="/news/"]').first().getAttribute('href');
  await page.goto('/contests');
  const contest = await page.locator('main a[href^="/contests/"]').first().getAttribute('href');
  // A line of the history («Как посчитано») and a dispute of this member's own.
  await page.goto('/balance');
  const line = await page.locator('a[href^="/balance/"]').first().getAttribute('href');
  await page.goto('/disputes/new');
  await page.getByLabel('Номер договора').fill('ЯР-ШИРИНА-1');
  await page.getByLabel('Дата договора').fill('2026-01-15');
  await page.getByLabel('Адрес или телефон абонента').fill('г. Ярославль, ул. Свободы, д. 1');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page).toHaveURL(/\/disputes\/\d+$/);
  const dispute = new URL(page.url()).pathname;
  const screens = [
    '/',
    '/balance',
    '/withdraw',
    '/order',
    `/order/${orderId}`,
    '/news',
    newsItem!,
    '/notification',
    '/lk',
    '/lk/statements',
    '/lk/self-employed',
    '/lk/cards',
    line!,
    `/disputes/new?entry=${line!.split('/').at(-1)}`,
    '/disputes',
    '/disputes/new',
    dispute,
    '/contests',
    contest!,
    '/help',
    '/policy',
    '/consent',
    '/rules',
    '/rules/accept',
  ];

  // Each screen is opened once and measured at each width: the layout follows the viewport (CSS and
  // the components that watch their own width), so a page needs no second load to be seen narrower.
  const problems: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(screen);
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await laidOut(page);
      const { overflow, culprits } = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${width} px ${screen}: scrolls ${overflow} px sideways (${culprits.join('; ')})`);
      for (const run of await brokenRuns(page)) problems.push(`${width} px ${screen}: ${run}`);
      for (const pair of await touchingPanels(page)) problems.push(`${width} px ${screen}: ${pair}`);
    }
  }
  for (const width of WIDTHS.filter((w) => w < 1024)) {
    // The drawer over the page. (Settled first: a navigation that cut a token refresh short would
    // leave the browser the refresh token the server has just replaced.)
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.locator('#sidebar')).toBeVisible();
    const { overflow, culprits } = await sidewaysOverflow(page);
    await page.keyboard.press('Escape');
    if (overflow > 0) problems.push(`${width} px, drawer open: scrolls ${overflow} px sideways (${culprits.join('; ')})`);
  }
  expect(problems).toEqual([]);
});
