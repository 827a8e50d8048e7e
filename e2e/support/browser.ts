// Which of Debian's Chromium builds the browser tests drive. Both are Chromium of one version (the
// `chromium` source package): the same Blink, V8 and network stack.
import { existsSync } from 'node:fs';

/** The browser members use: what the screenshots show and where the installability check runs. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the build Playwright itself runs
 * headless tests in. It renders pages as the browser does without the browser's own windows and
 * services, and takes some 40 % less processor time on this two-core machine than the browser
 * started `--headless` (docs/testing.md). The browser when the shell is not installed.
 */
export const HEADLESS_CHROMIUM = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM;

/** The switches of every launch: no sandbox (root in a container), no GPU, nothing that phones home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=ru-RU',
];
