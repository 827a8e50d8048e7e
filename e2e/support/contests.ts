// Helpers of the contest journeys: Moscow's days, the screen at every width and a contest's start job
// waited for.
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';
import { today } from './import-contract';

export { importContract, today } from './import-contract';
export const inDays = (days: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const ruDay = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The screen at a phone's, a small phone's, a tablet's and a desktop's width: nothing scrolls
 * sideways, and its picture is attached to the run's report for a look.
 */
export async function atEveryWidth(page: Page, info: TestInfo, name: string) {
  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(width);
    const file = info.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await info.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Waits until the contest's own start job has run: it can be ended early then. */
export async function waitUntilRunning(admin: Page) {
  await expect
    .poll(
      async () => {
        await admin.reload();
        return admin.getByRole('button', { name: 'Завершить сегодня и подвести итоги' }).count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
}
