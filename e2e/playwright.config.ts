import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM } from './support/browser';

/**
 * Browser tests against the real API and the built web app (global-setup.ts starts both on spare
 * ports with a fresh database and stops them afterwards). Debian's Chromium, its headless shell
 * where installed (support/browser.ts): nothing downloads a browser. Two workers for the two
 * cores: with a third, the journeys timed against the access token's 8 s life (two tabs sharing
 * one refresh) failed under load. Every test signs in its own member, so they never wait on one
 * another's SMS limits. No retries: a retried sign-in would meet the one-code-a-minute rule.
 */
export default defineConfig({
  testDir: '.',
  // `programme-wide/`: journeys that change what every member sees (a news item published, a
  // notification to everyone, a tier table, the demo members' money and documents). They run after
  // every other test, so that no screen under test changes beneath it.
  // `payout-rail/`: the payouts journey chooses the provider's rail, which changes what «Выплатить»
  // does on the desk for every other test; it runs last, alone. Its journeys (the payouts and the
  // self-employed member's) run one at a time: each chooses the provider's rail and goes back.
  projects: [
    { name: 'members', testMatch: '**/*.spec.ts', testIgnore: ['programme-wide/**', 'payout-rail/**'] },
    { name: 'programme-wide', testMatch: 'programme-wide/**/*.spec.ts', dependencies: ['members'] },
    // A payout's final answer may wait for the next minute's job (support/provider-rail.ts): a journey
    // with two payouts has room for two such minutes.
    {
      name: 'payout-rail',
      testMatch: 'payout-rail/**/*.spec.ts',
      dependencies: ['programme-wide'],
      workers: 1,
      timeout: 240_000,
    },
  ],
  globalSetup: './global-setup.ts',
  outputDir: '../test-results/e2e',
  workers: 2,
  retries: 0,
  // A test's whole journey: the longest ones (two sign-ins, an editor's and a member's, and two
  // accessibility scans) take 35–55 s on this two-core machine on a busy day, 60 s was their edge.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // The cabinet's service worker serves the static chunks it keeps, and a request it answers never
    // reaches page.route: the tests that hold or slow scripts would hold nothing. Only the
    // installable cabinet's spec lets it run (installable-and-push.spec.ts).
    serviceWorkers: 'block',
    // No traces in the suite: recording them (a screencast of every frame, a snapshot of the page at
    // each step) took some 30 % of the browser tests' processor time on this two-core machine
    // (docs/testing.md). A failure still leaves its screenshot and the page's accessibility snapshot;
    // `npm run test:e2e -- --trace retain-on-failure` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
