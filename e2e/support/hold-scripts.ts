// The page's scripts held back, so that a test can act on the server's HTML alone, as a member on a
// slow phone does before they arrive.
import type { Page } from '@playwright/test';

const SCRIPTS = '**/_next/static/chunks/*.js';

/** Holds the page's scripts back until the returned function is called: the server's HTML alone is live. */
export async function holdScripts(page: Page): Promise<() => void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(SCRIPTS, async (route) => {
    await gate;
    await route.continue();
  });
  return open;
}
