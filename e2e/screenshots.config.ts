// `npm run screenshots`: the screenshot pass of e2e/screenshots/ against the same servers, demo
// data and sign-ins as the browser tests (global-setup.ts, fixtures.ts). Not part of `npm test`.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { CHROMIUM } from './support/browser';

export default defineConfig({
  ...base,
  projects: undefined,
  testDir: './screenshots',
  testMatch: '**/*.shots.ts',
  outputDir: '../test-results/screenshots',
  workers: 1,
  // One test signs the demo member in once (a phone gets one code a minute) and walks every screen.
  timeout: 30 * 60_000,
  // The pictures are of the browser members use, not of the headless shell the tests run in.
  use: { ...base.use, launchOptions: { ...base.use?.launchOptions, executablePath: CHROMIUM } },
});
