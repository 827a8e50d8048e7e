// /news and /news/[id]: the cards, the tabs, the sort picker, likes and the item page.
import type { Locator, Page } from '@playwright/test';

export class NewsPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly sort: Locator;
  readonly cards: Locator;
  readonly showMore: Locator;
  readonly shownCount: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.tabs = page.getByRole('tablist', { name: 'Категории новостей' });
    this.sort = page.getByLabel('Сортировка');
    this.cards = page.getByRole('tabpanel').getByRole('article');
    this.showMore = page.getByRole('button', { name: 'Показать ещё' });
    this.shownCount = page.getByText(/^Показано \d+ из \d+$/);
    this.toast = page.getByRole('alert').filter({ hasText: 'Нравится' });
  }

  async goto() {
    await this.page.goto('/news');
    await this.cards.first().waitFor();
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The titles of the cards shown, in order. */
  async titles(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 2 }).allTextContents();
  }

  /** The like button of a card or of the item page; its name is 'Нравится: N'. */
  likeButton(scope: Locator | Page = this.page): Locator {
    return scope.getByRole('button', { name: /^Нравится: \d+$/ });
  }

  static async likeCount(button: Locator): Promise<number> {
    const name = (await button.getAttribute('aria-label')) ?? '';
    const match = /(\d+)$/.exec(name);
    if (!match) throw new Error(`like button without a count: "${name}"`);
    return Number(match[1]);
  }
}
