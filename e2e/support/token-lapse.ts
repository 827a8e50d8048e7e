// Waiting out the session's access token (ACCESS_TOKEN_TTL is a few seconds in the browser tests),
// for what must still work once the session cookie's token has lapsed.
import { expect, type Page } from '@playwright/test';
import { tokenExpiry } from '../fixtures';

/** When the token the session holds now lapses (ms since the epoch), or null when nobody is signed in. */
async function sessionTokenLapse(page: Page): Promise<number | null> {
  const current = await page.request.get('/api/user/');
  if (!current.ok()) return null;
  return tokenExpiry(((await current.json()) as { accessToken: string }).accessToken) * 1000;
}

/** Waits past the lapse of the token the session holds now. */
export async function pastTokenLapse(page: Page): Promise<void> {
  const lapsesAt = await sessionTokenLapse(page);
  if (lapsesAt === null) return;
  await expect.poll(() => Date.now(), { timeout: 30_000, intervals: [500] }).toBeGreaterThan(lapsesAt + 500);
}

/**
 * Waits until the session's token has only `leftMs` to live: still taken by the API, but too close
 * to its end for a page's reads on the app server (lapsesBeforeHydration: half of the browser tests'
 * eight seconds).
 */
export async function untilTokenLapsing(page: Page, leftMs: number): Promise<void> {
  const lapsesAt = await sessionTokenLapse(page);
  if (lapsesAt === null) throw new Error('nobody is signed in');
  await expect.poll(() => Date.now(), { timeout: 30_000, intervals: [100] }).toBeGreaterThan(lapsesAt - leftMs);
}

/** Waits until the token has lapsed, on a page that makes no call meanwhile (else it refreshes). */
export async function untilTokenLapsed(page: Page): Promise<void> {
  await pastTokenLapse(page);
  // /api/user/ answers 401 once it has.
  expect((await page.request.get('/api/user/')).status()).toBe(401);
}
