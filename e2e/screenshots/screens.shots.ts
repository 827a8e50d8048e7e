// `npm run screenshots`: every screen as a member and as an operator sees it, written to
// screenshots/<width>-<name>.png at the repository's root (not committed), every screen at the four
// widths the product is checked at (product §13): an operator opens the back office from a phone too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test } from '../fixtures';
import { members } from '../support/members';
import { allowBank, onProviderRail, setBankAccount } from '../support/provider-rail';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const WIDTHS = [320, 360, 768, 1280];

/** Screens of the member cabinet, by the name of their file. */
const MEMBER_SCREENS: Record<string, string> = {
  home: '/',
  balance: '/balance',
  withdraw: '/withdraw',
  orders: '/order',
  news: '/news',
  contests: '/contests',
  notifications: '/notification',
  profile: '/lk',
  help: '/help',
  policy: '/policy',
  consent: '/consent',
  rules: '/rules',
  'rules-accepted': '/rules/accept',
};

/** Screens of the back office; add a section's screens here when it is built. */
const ADMIN_SCREENS: Record<string, string> = {
  'admin-dashboard': '/admin',
  'admin-members': '/admin/members',
  'admin-member-new': '/admin/members/new',
  'admin-identity': '/admin/identity',
  'admin-adjustments': '/admin/adjustments',
  'admin-withdrawals': '/admin/withdrawals',
  'admin-payouts': '/admin/payouts',
  'admin-self-employed': '/admin/self-employed',
  'admin-compliance': '/admin/compliance',
  'admin-imports': '/admin/imports',
  'admin-news': '/admin/news',
  'admin-news-new': '/admin/news/new',
  'admin-notifications': '/admin/notifications',
  'admin-notification-new': '/admin/notifications/new',
  'admin-tiers': '/admin/tiers',
  'admin-audit': '/admin/audit',
  'admin-teams': '/admin/teams',
  'admin-operators': '/admin/operators',
  'admin-settings': '/admin/settings',
  'admin-jobs': '/admin/jobs',
  'admin-contests': '/admin/contests',
  'admin-contest-new': '/admin/contests/new',
  'admin-targets': '/admin/targets',
  'admin-targets-dealers': '/admin/targets/dealers',
  'admin-badges': '/admin/badges',
  'admin-reconciliation': '/admin/reconciliation',
  'admin-tax': '/admin/tax',
  'admin-disputes': '/admin/disputes',
  'admin-periods': '/admin/periods',
  'admin-legal': '/admin/legal',
  'admin-partner-keys': '/admin/partner-keys',
  'admin-webhooks': '/admin/webhooks',
};

/**
 * The page at rest: requests answered, skeletons gone, animations finished, and pictures below the
 * fold loaded — they load lazily, when scrolled near, so the page is walked through first (a
 * full-page screenshot does not scroll).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((a) => (a.effect?.getTiming().iterations === Infinity ? null : a.finished.catch(() => null))),
    ),
  );
}

async function shoot(page: Page, name: string, url: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    // Golos swapped in over its fallback before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    await settle(page);
    await page.screenshot({ path: path.join(OUT, `${width}-${name}.png`), fullPage: true });
  }
}

test('signed out', async ({ page }) => {
  await shoot(page, 'login', '/login');
  // The documents a visitor may read, in the public layout.
  for (const name of ['help', 'policy', 'consent', 'rules']) await shoot(page, `public-${name}`, `/${name}`);
  await shoot(page, 'admin-login', '/admin/login');
});

test('the demo member', async ({ page, signIn }) => {
  await signIn(page, members.demo);
  for (const [name, url] of Object.entries(MEMBER_SCREENS)) await shoot(page, name, url);
  // A member's own pages that need an id: the first order and the first news item.
  await page.goto('/order');
  const order = await page.locator('a[href^="/order/"]').first().getAttribute('href');
  if (order) await shoot(page, 'order', order);
  await page.goto('/news');
  const item = await page.locator('a[href^="/news/"]').first().getAttribute('href');
  if (item) await shoot(page, 'news-item', item);
  await page.goto('/contests');
  const contest = await page.locator('a[href^="/contests/"]').first().getAttribute('href');
  if (contest) await shoot(page, 'contest', contest);
});

test('the demo supervisor', async ({ page, signIn }) => {
  await signIn(page, members.teamSupervisor);
  await shoot(page, 'team', '/team');
  // An agent's month: the first agent of the team's list.
  await page.goto('/team');
  const agent = await page.locator('a[href^="/team/agents/"]').first().getAttribute('href');
  if (agent) await shoot(page, 'team-agent', agent);
});

test('an agent with disputes', async ({ page, signIn }) => {
  await signIn(page, members.disputeScreens);
  await shoot(page, 'disputes', '/disputes');
  await shoot(page, 'dispute-claim-new', '/disputes/new');
  await page.goto('/disputes');
  for (const [i, href] of (
    await page
      .locator('a[href^="/disputes/"]:not([href$="/new"])')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  ).entries())
    if (href) await shoot(page, `dispute-${i + 1}`, href);
  await page.goto('/balance');
  const line = await page.locator('a[href^="/balance/"]').first().getAttribute('href');
  if (line) {
    await shoot(page, 'balance-line', line);
    await shoot(page, 'dispute-line-new', `/disputes/new?entry=${line.split('/').at(-1)}`);
  }
  await shoot(page, 'statements-documents', '/lk/statements');
});

test('an agent with the rules and the consent to accept', async ({ page, signIn }) => {
  await signIn(page, members.legalAcceptance);
  await shoot(page, 'rules-accept', '/rules/accept');
  await shoot(page, 'withdraw-rules-to-accept', '/withdraw');
});

test('the self-employed member', async ({ page, signIn }) => {
  await signIn(page, members.selfEmployed);
  await shoot(page, 'self-employed', '/lk/self-employed');
  await shoot(page, 'payout-cards', '/lk/cards');
});

// The screens only the bank's registry rail shows (decision 0057): the demo pays by hand, so the
// admin chooses the bank's rail for this walk and the manual one again after it.
test('a self-employed member on the bank’s rail', async ({ page, browser, baseURL, signIn, signInOperator }) => {
  await onProviderRail(
    browser,
    baseURL!,
    signInOperator,
    'selfEmployedAdmin',
    async (admin) => {
      await shoot(admin, 'admin-settings-bank-rail', '/admin/settings');
      await signIn(page, members.bankRailScreens);
      await shoot(page, 'self-employed-bank', '/lk/self-employed');
      await page.goto('/lk/self-employed');
      await allowBank(page);
      await shoot(page, 'withdraw-account-needed', '/withdraw');
      await setBankAccount(page, '40817810500001234567');
      await shoot(page, 'payout-methods-bank', '/lk/cards');
      await shoot(page, 'withdraw-to-account', '/withdraw');
    },
    'bank_registry',
  );
});

test('an individual with a taxed payout', async ({ page, signIn }) => {
  await signIn(page, members.statementsIndividual);
  await shoot(page, 'statements', '/lk/statements');
  // The paid order with its НДФЛ and what reached the bank.
  await page.goto('/order');
  const order = await page.locator('a[href^="/order/"]').first().getAttribute('href');
  if (order) await shoot(page, 'order-tax', order);
});

test('an admin', async ({ page, signInOperator }) => {
  await signInOperator(page, 'adminScreens');
  for (const [name, url] of Object.entries(ADMIN_SCREENS)) await shoot(page, name, url);
  await page.goto('/admin/members');
  const card = await page.locator('a[href^="/admin/members/"]:not([href$="/new"])').first().getAttribute('href');
  if (card) await shoot(page, 'admin-member-card', card);
  await page.goto('/admin/withdrawals');
  const order = await page.locator('a[href^="/admin/withdrawals/"]').first().getAttribute('href');
  if (order) await shoot(page, 'admin-withdrawal', order);
  await page.goto('/admin/news');
  const news = await page.locator('a[href^="/admin/news/"]:not([href$="/new"])').first().getAttribute('href');
  if (news) await shoot(page, 'admin-news-item', news);
  await page.goto('/admin/contests');
  const contest = await page.locator('a[href^="/admin/contests/"]:not([href$="/new"])').first().getAttribute('href');
  if (contest) await shoot(page, 'admin-contest', contest);
  // Last month's, settled with a control group: whether it lifted sales (docs/product.md §11.3).
  await page.goto('/admin/contests');
  const settled = await page.getByRole('link', { name: 'Марафон прошлого месяца' }).getAttribute('href');
  if (settled) await shoot(page, 'admin-contest-control-group', settled);
  await page.goto('/admin/identity');
  const document = await page.locator('a[href^="/admin/identity/"]').first().getAttribute('href');
  if (document) await shoot(page, 'admin-identity-review', document);
  await page.goto('/admin/disputes');
  const dispute = await page.locator('a[href^="/admin/disputes/"]').first().getAttribute('href');
  if (dispute) await shoot(page, 'admin-dispute', dispute);
});

test('an operator', async ({ page, signInOperator }) => {
  await signInOperator(page, 'operatorScreens');
  await shoot(page, 'operator-dashboard', '/admin');
});
