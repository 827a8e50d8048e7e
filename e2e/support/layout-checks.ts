// Checks of a page's layout and typography that several browser tests share.
import { expect, type Page } from '@playwright/test';

/** The page at rest: requests answered and no part still loading. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** How many pixels the page scrolls sideways (0 when it does not), and what sticks out. */
export async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (overflow > 0) {
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > root.clientWidth + 0.5 && el.checkVisibility()) {
          culprits.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} → ${Math.round(box.right)}`);
        }
      }
    }
    return { overflow, culprits: culprits.slice(0, 6) };
  });
}

/**
 * Runs that must stay whole on the page — amounts with 'б.', phone numbers — found in its text, each
 * with what is wrong: an ordinary space inside (a line may break there), or broken across lines.
 */
export async function brokenRuns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const RUNS = [/[−+-]?\d{1,3}(?:[\u00a0 ]\d{3})*(?:,\d{2})?[\u00a0 ]б\./g, /\+7[\u00a0 ]\(\d{3}\)[\u00a0 ]\d{3}-\d{2}-\d{2}/g];
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility() || parent.closest('.visually-hidden, svg, script, style, [aria-hidden="true"]'))
        continue;
      const text = node.textContent ?? '';
      for (const re of RUNS) {
        for (const match of text.matchAll(re)) {
          const run = match[0];
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + run.length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          const nowrap = getComputedStyle(parent).whiteSpace.startsWith('nowrap') || parent.closest('.nowrap') !== null;
          if (lines.size > 1) problems.push(`broken across lines: "${run}"`);
          else if (run.startsWith('+7') ? !nowrap : / /.test(run) && !nowrap) problems.push(`free to break: "${run}"`);
        }
      }
    }
    return problems;
  });
}
