// Waiting out the session's access token (ACCESS_TOKEN_TTL is a few seconds in the browser tests),
// for what must still work once the session cookie's token has lapsed.
import { expect, type Page } from '@playwright/test';
import { tokenExpiry } from '../fixtures';

/** Waits past the lapse of the token the session holds now. */
export async function pastTokenLapse(page: Page): Promise<void> {
  const current = await page.request.get('/api/user/');
  if (!current.ok()) return;
  const lapsesAt = tokenExpiry(((await current.json()) as { accessToken: string }).accessToken) * 1000;
  await expect.poll(() => Date.now(), { timeout: 30_000, intervals: [500] }).toBeGreaterThan(lapsesAt + 500);
}

/** Waits until the token has lapsed, on a page that makes no call meanwhile (else it refreshes). */
export async function untilTokenLapsed(page: Page): Promise<void> {
  await pastTokenLapse(page);
  // /api/user/ answers 401 once it has.
  expect((await page.request.get('/api/user/')).status()).toBe(401);
}
