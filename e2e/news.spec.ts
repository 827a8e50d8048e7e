// /news and /news/[id]: likes (optimistic, persisted, rolled back on failure), sorting, categories,
// paging, the item's HTML, and axe at 360 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { members } from './support/members';
import { NewsPage } from './pages/news-page';
import { seriousViolations } from './support/axe';

/** The publication times of the cards shown, in order. */
function times(page: Page): Promise<string[]> {
  return page
    .getByRole('tabpanel')
    .locator('article time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
}

/** The like counts of the cards shown, in order. */
async function likeCounts(news: NewsPage): Promise<number[]> {
  const names = await news.cards
    .getByRole('button', { name: /^Нравится: \d+$/ })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return names.map((n) => Number(/(\d+)$/.exec(n)?.[1]));
}

async function expectAccessible(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

test('like and unlike: the count changes at once, persists after a reload, and unliking restores it', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.newsLike);
  const news = new NewsPage(page);
  await news.goto();

  // Not the newest item: the home page's test likes that one, perhaps at the same moment.
  const card = news.cards.nth(1);
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const like = news.likeButton(card);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = await NewsPage.likeCount(like);

  // The access token lives 8 s here: a first try may be answered 401 before the refresh and retry.
  const put = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/news/?slugId=') && r.status() !== 401,
  );
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(`Нравится: ${before + 1}`);
  expect((await put).status()).toBe(200);

  await page.reload();
  const again = news.likeButton(news.card(title));
  await expect(again).toHaveAccessibleName(`Нравится: ${before + 1}`);
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // The item page shows the same like and takes it back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await news.card(title).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const itemLike = news.likeButton();
  await expect(itemLike).toHaveAccessibleName(`Нравится: ${before + 1}`);
  const del = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/news/?slugId=') && r.status() !== 401,
  );
  await itemLike.click();
  await expect(itemLike).toHaveAttribute('aria-pressed', 'false');
  await expect(itemLike).toHaveAccessibleName(`Нравится: ${before}`);
  expect((await del).status()).toBe(200);

  await page.getByRole('link', { name: 'Ко всем новостям' }).click();
  await expect(news.likeButton(news.card(title))).toHaveAccessibleName(`Нравится: ${before}`);
  await page.reload();
  await expect(news.likeButton(news.card(title))).toHaveAccessibleName(`Нравится: ${before}`);
  await expect(news.likeButton(news.card(title))).toHaveAttribute('aria-pressed', 'false');
});

test('a like the server refuses is rolled back with a message', async ({ page, signIn, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, members.newsLikeFailure);
  const news = new NewsPage(page);
  await news.goto();
  const like = news.likeButton(news.cards.first());
  const before = await NewsPage.likeCount(like);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/news/' && url.searchParams.has('slugId'),
    async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { code: 'internal', message: 'Внутренняя ошибка' } });
    },
  );
  await like.click();
  // While the call is out, the count has already moved.
  await expect(like).toHaveAccessibleName(`Нравится: ${before + 1}`);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  release();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Не удалось поставить отметку «Нравится». Попробуйте ещё раз.' }),
  ).toBeVisible();
  await expect(like).toHaveAccessibleName(`Нравится: ${before}`);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(await seriousViolations(page)).toEqual([]);
});

test('sorting, categories and paging change the list; the item page renders its HTML', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, members.newsBrowse);
  const news = new NewsPage(page);
  await news.goto();
  await expect(news.heading).toHaveText('Новости');

  // Newest first by default, ten at a time.
  await expect(news.cards).toHaveCount(10);
  const newest = await news.titles();
  const newestTimes = await times(page);
  expect(newestTimes).toEqual([...newestTimes].sort().reverse());
  await expect(news.shownCount).toHaveText(/^Показано 10 из (\d+)$/);
  const total = Number(/из (\d+)/.exec((await news.shownCount.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);
  await news.showMore.click();
  await expect(news.cards).toHaveCount(total);
  await expect(news.shownCount).toHaveText(`Показано ${total} из ${total}`);
  await expect(news.showMore).toHaveCount(0);

  await news.sort.selectOption({ label: 'Сначала старые' });
  await expect.poll(() => news.titles()).not.toEqual(newest);
  await expect(news.cards).toHaveCount(10);
  const oldestTimes = await times(page);
  expect(oldestTimes).toEqual([...oldestTimes].sort());
  expect(oldestTimes[0]! < newestTimes.at(-1)!).toBe(true);

  await news.sort.selectOption({ label: 'Сначала популярные' });
  await expect
    .poll(async () => {
      const counts = await likeCounts(news);
      return counts.length === 10 && counts.every((c, i) => i === 0 || counts[i - 1]! >= c) && counts[0]! > counts.at(-1)!;
    })
    .toBe(true);

  await news.tab('Обучение').click();
  await expect(news.tab('Обучение')).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => {
      // The category chip opens a card's first paragraph (its meta line).
      const chips = await news.cards.locator('p:first-of-type > span:first-child').allTextContents();
      return chips.length > 0 && chips.length < total && chips.every((c) => c === 'Обучение');
    })
    .toBe(true);
  await expectAccessible(page);

  // The item page: title, category, and the HTML content as elements, not as text.
  await page.setViewportSize({ width: 360, height: 800 });
  const first = news.cards.first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.locator('p').first()).toContainText('Обучение');
  await expect(article.locator('p').first()).toBeVisible();
  await expect(article.locator(':is(h2, h3, h4, ul, ol, blockquote, strong)').first()).toBeVisible();
  await expect(article.getByText(/<\/?(p|h3|ul|li|strong)>/)).toHaveCount(0);
  await expectAccessible(page);

  // An unknown item: a Russian not-found state.
  await page.goto('/news/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Новость не найдена' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ко всем новостям' }).first()).toBeVisible();
});
