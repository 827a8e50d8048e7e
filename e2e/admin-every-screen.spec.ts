// Every screen of the back office, as an admin and as an operator meets it, has no serious axe
// finding at the back office's widths (768 and 1280 px, product §13) and scrolls sideways at none
// of the four widths (an operator opens it from a phone too): the lists, a record of each kind
// opened from its list, the forms, the sign-in and the set-password page. And every control is
// named by the words it shows, so that a voice-control user can say what they see.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/back-office';
import { laidOut, sidewaysOverflow, touchingPanels } from './support/layout-checks';

const LISTS = [
  '/admin',
  '/admin/withdrawals',
  '/admin/payouts',
  '/admin/reconciliation',
  '/admin/tax',
  '/admin/self-employed',
  '/admin/compliance',
  '/admin/members',
  '/admin/members/new',
  '/admin/approvals',
  '/admin/adjustments',
  '/admin/periods',
  '/admin/legal',
  '/admin/identity',
  '/admin/disputes',
  '/admin/imports',
  '/admin/tiers',
  '/admin/targets',
  '/admin/targets/dealers',
  '/admin/badges',
  '/admin/contests',
  '/admin/contests/new',
  '/admin/news',
  '/admin/news/new',
  '/admin/notifications',
  '/admin/notifications/new',
  '/admin/teams',
  '/admin/operators',
  '/admin/settings',
  '/admin/audit',
  '/admin/jobs',
  '/admin/partner-keys',
  '/admin/webhooks',
  '/admin/setup',
];

/**
 * The page's title is up and nothing is loading any more: no skeleton stands in for data. A screen
 * that polls (an import being applied, a payout with the provider) never goes network-idle, so the
 * quiet network is waited for only a moment.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('#page-title, h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('main [class*="skeleton"]')).toHaveCount(0);
}

/**
 * What scrolls sideways at each width (a table scrolls inside its own frame, not the page), and the
 * panels that touch one another.
 */
async function layoutAtEveryWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await laidOut(page);
    const at = `${width} px ${new URL(page.url()).pathname}`;
    const { overflow, culprits } = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${at}: ${overflow} px (${culprits.join('; ')})`);
    for (const pair of await touchingPanels(page)) problems.push(`${at}: ${pair}`);
  }
  return problems;
}

/**
 * The screen has no serious finding at either width, its controls say what they show, and it fits
 * every width with its panels apart.
 */
async function checkScreen(page: Page): Promise<void> {
  await expectAccessible(page, [1280, 768], { namesMatchText: true });
  expect(await layoutAtEveryWidth(page)).toEqual([]);
}

/** The first record a list links to under `prefix`, opened; false when the list has none. */
async function openFirst(page: Page, list: string, prefix: string): Promise<boolean> {
  await page.goto(list);
  await settle(page);
  const link = page.locator(`main a[href^="${prefix}"]`).filter({ hasNotText: /^$/ }).first();
  if ((await link.count()) === 0) return false;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${prefix.replace(/\//g, '\\/')}[^/?]+`));
  await settle(page);
  return true;
}

// The lists in thirds, each test with an admin account of its own (a sign-in ends the account's
// other sessions), so that the two workers share them and each stays well inside its time on a busy
// machine (a third takes about a minute alone).
test.describe.configure({ mode: 'parallel' });
const THIRD = Math.ceil(LISTS.length / 3);
for (const [part, account] of [
  [LISTS.slice(0, THIRD), 'everyScreenAdmin'],
  [LISTS.slice(THIRD, 2 * THIRD), 'everyScreenAdmin2'],
  [LISTS.slice(2 * THIRD), 'everyScreenAdmin4'],
] as const) {
  test(`back-office screens ${part[0]} to ${part.at(-1)} pass axe and fit every width`, async ({ page, signInOperator }) => {
    test.setTimeout(300_000);
    await signInOperator(page, account);
    for (const path of part) {
      await page.goto(path);
      await settle(page);
      await checkScreen(page);
    }
  });
}

test('a record of each kind an admin opens passes axe and fits every width', async ({ page, signInOperator }) => {
  test.setTimeout(300_000);
  await signInOperator(page, 'everyScreenAdmin3');
  // A record of each kind the demo data has: a member's card, a withdrawal, a document, a news item.
  const records: [string, string][] = [
    ['/admin/members', '/admin/members/'],
    ['/admin/withdrawals', '/admin/withdrawals/'],
    ['/admin/identity', '/admin/identity/'],
    ['/admin/disputes', '/admin/disputes/'],
    ['/admin/news', '/admin/news/'],
    ['/admin/contests', '/admin/contests/'],
  ];
  let opened = 0;
  for (const [list, prefix] of records) {
    if (!(await openFirst(page, list, prefix))) continue;
    opened += 1;
    await checkScreen(page);
  }
  expect(opened, 'the demo data has records to open').toBeGreaterThanOrEqual(3);
});

test("an operator's screens, the administrators' sections among them, pass axe", async ({ page, signInOperator }) => {
  test.setTimeout(300_000);
  await signInOperator(page, 'everyScreenOperator');
  for (const path of [
    '/admin',
    '/admin/withdrawals',
    '/admin/members',
    '/admin/disputes',
    '/admin/legal',
    '/admin/audit',
    '/admin/operators',
    '/admin/tiers',
    '/admin/targets',
  ]) {
    await page.goto(path);
    await settle(page);
    await checkScreen(page);
  }
});

test('the sign-in and the set-password pages pass axe', async ({ page }) => {
  for (const path of ['/admin/login', '/admin/set-password']) {
    await page.goto(path);
    await settle(page);
    await checkScreen(page);
  }
});
