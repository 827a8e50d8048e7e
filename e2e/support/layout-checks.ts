// Checks of a page's layout and typography that several browser tests share.
import { expect, type Page } from '@playwright/test';

/** The page at rest: requests answered and no part still loading. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The page laid out again at a new viewport size: two animation frames (the resize's layout, then
 * what the components that watch their width rendered for it), and nothing loading.
 */
export async function laidOut(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
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

/**
 * Panels (`.card`) in the page's main part that touch or overlap another one above or below them:
 * two cards one after the other with no gap read as one. Each with the headings of both and the gap.
 */
export async function touchingPanels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('main .card')].filter(
      (el) => el.checkVisibility() && !el.parentElement?.closest('.card'),
    );
    const name = (el: HTMLElement) =>
      el.querySelector('h1, h2, h3, legend')?.textContent?.trim().slice(0, 40) ?? `.${String(el.className).slice(0, 40)}`;
    const boxes = cards.map((el) => ({ el, box: el.getBoundingClientRect() }));
    const problems: string[] = [];
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const side = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        if (side <= 0) continue;
        const [upper, lower] = a.box.top <= b.box.top ? [a, b] : [b, a];
        const gap = lower.box.top - upper.box.bottom;
        if (gap < 8) problems.push(`"${name(upper.el)}" and "${name(lower.el)}" ${Math.round(gap)} px apart`);
      }
    }
    return problems;
  });
}
