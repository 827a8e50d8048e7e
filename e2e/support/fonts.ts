// Which font a page's text is drawn in, as Chromium reports it (not as the CSS asks for it).
import { expect, type Page } from '@playwright/test';

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
