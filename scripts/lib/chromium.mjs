// Debian's Chromium for the browser tests and the screenshots (nothing may download a browser): the
// browser, and its headless shell the tests run in where it can be had (decision 0058;
// e2e/support/browser.ts names the same two programs).
import { ensureDebianPackage } from './debian-package.mjs';

export function ensureChromium() {
  ensureDebianPackage('chromium', ['/usr/bin/chromium']);
  ensureDebianPackage('chromium-headless-shell', ['/usr/bin/chromium-headless-shell'], { optional: true });
}
