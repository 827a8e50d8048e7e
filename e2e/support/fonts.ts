// Golos is drawn on a page when an earlier page of the browser has stored its files (the page's
// loader, decision 0039): a test that looks at the face loads a page, waits for this, then the next.
import { expect, type Page } from '@playwright/test';

/** Matches the loader's key prefix (apps/web/page-rewrite/page-loader.js). */
const FONT_KEY = 'agentplus:font:';

/** Waits until the loader of the page shown has stored the build's three Golos files. */
export async function golosStored(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).length, FONT_KEY), {
      message: 'the Golos files stored by the page',
    })
    .toBe(3);
}

/** The font families Chromium actually drew `selector`'s text with (CDP CSS.getPlatformFontsForNode). */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `${selector} on the page`).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}
