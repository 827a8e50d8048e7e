// Pictures: resized by the image optimizer (/_next/image) at the specification's widths,
// behind the member's session and kept by no shared cache; news banners shown whole at every width,
// the home page's thumbnails as whole miniatures.
import { expect, test } from './fixtures';
import { settled } from './support/layout-checks';
import { members } from './support/members';

const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384];
const ALLOWED = new Set([...DEVICE_WIDTHS, ...IMAGE_WIDTHS]);

/** The widths a srcset offers. */
const srcsetWidths = (srcset: string) => [...srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));

test('news pictures: resized, whole at every width, behind the session', async ({ page, signIn, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, members.issue13Images);
  const optimized: { url: string; status: number; type: string; cache: string }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/_next/image'))
      optimized.push({
        url: r.url(),
        status: r.status(),
        type: r.headers()['content-type'] ?? '',
        cache: r.headers()['cache-control'] ?? '',
      });
  });

  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/news');
    await settled(page);
    const pictures = page.locator('article img');
    await expect(pictures.first()).toBeVisible();
    // The pictures on the screen, once loaded (a lapsed token is refreshed and a picture asked again).
    const onScreen = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('article img')]
          .filter((el) => el.getBoundingClientRect().top < window.innerHeight)
          .map((el) => {
            const frame = el.parentElement!.getBoundingClientRect();
            return {
              loaded: el.complete && el.naturalWidth > 0,
              src: el.currentSrc,
              srcset: el.srcset,
              natural: el.naturalWidth,
              fit: getComputedStyle(el).objectFit,
              frameRatio: frame.width / frame.height,
              naturalRatio: el.naturalWidth / el.naturalHeight,
            };
          }),
      );
    await expect.poll(async () => (await onScreen()).every((p) => p.loaded)).toBe(true);
    for (const look of await onScreen()) {
      if (!look.src.includes('%2Fapi%2Ffiles%2Fnews%2F')) continue;
      expect(look.src).toContain('/_next/image?url=%2Fapi%2Ffiles%2Fnews%2F');
      for (const w of srcsetWidths(look.srcset)) expect(ALLOWED.has(w), `${w}w is one of the specification's widths`).toBe(true);
      // A phone gets a picture of its own size, not the 1200 px original.
      if (width <= 360) expect(look.natural).toBeLessThanOrEqual(640);
      // Whole: the frame has the banner's shape and nothing is cut away.
      expect(look.fit).toBe('contain');
      expect(Math.abs(look.frameRatio - look.naturalRatio)).toBeLessThan(0.05);
    }
  }
  const served = optimized.filter((r) => r.status === 200);
  expect(served.length).toBeGreaterThan(0);
  for (const r of served) {
    expect(r.type, r.url).toMatch(/^image\//);
    // Read with a member's session: the browser may keep it, a shared cache may not.
    expect(r.cache, r.url).toMatch(/^private\b/);
  }
  // A refusal is only ever a lapsed token, never anything else.
  for (const r of optimized.filter((o) => o.status !== 200)) expect(r.status, r.url).toBe(401);

  // The article's banner: whole too.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/news');
  await page.getByRole('article').first().getByRole('link').first().click();
  // The list's pictures stay on the screen until the item's page has come (it is read on the server).
  await page.waitForURL(/\/news\/[^/]+$/);
  const banner = page.locator('article img').first();
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await banner.evaluate((el) => getComputedStyle(el).objectFit)).toBe('contain');

  // The home page's thumbnails: the whole banner in miniature (2:1), not a square cut from it.
  await page.goto('/');
  await settled(page);
  const thumbs = page.getByRole('region', { name: 'Новости' }).locator('img');
  await expect(thumbs.first()).toBeVisible();
  // Lazy: each loads once scrolled to.
  // The list may be drawn again meanwhile (a lapsed token renewed, the page's server parts read
  // again): the scroll is tried again on the list as it is then.
  await expect(async () => {
    for (const thumb of await thumbs.all()) await thumb.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect
    .poll(() =>
      thumbs.evaluateAll((els) =>
        els.every((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  for (const thumb of await thumbs.all()) {
    const box = (await thumb.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(2, 1);
    expect(await thumb.evaluate((el) => getComputedStyle(el).objectFit)).toBe('contain');
    // Fetched at the size it is shown (1x or 2x of 96 px), never the original.
    const src = await thumb.evaluate((el: HTMLImageElement) => el.currentSrc);
    if (src.includes('/api/files') || src.includes('%2Fapi%2Ffiles'))
      expect(Number(new URL(src).searchParams.get('w'))).toBeLessThanOrEqual(256);
    else expect(new URL(src).pathname).toMatch(/^\/images\//);
  }

  // Without a session the optimizer gives nothing of the API's files; a scan it never reads.
  const file = new URL(served[0]!.url).searchParams.get('url')!;
  const visitor = await playwright.request.newContext({ baseURL });
  const refused = await visitor.get(`/_next/image?url=${encodeURIComponent(file)}&w=640&q=75`);
  expect(refused.status()).toBe(401);
  await visitor.dispose();
  const scan = await page.request.get(
    `/_next/image?url=${encodeURIComponent('/api/files/pasportScan/00000000-0000-0000-0000-000000000000')}&w=640&q=75`,
  );
  expect(scan.status()).toBe(400);
});
