// /notification: the list, its tabs, the unread marks and paging.
import type { Locator, Page } from '@playwright/test';

export class NotificationsPage {
  readonly heading: Locator;
  readonly items: Locator;
  readonly unreadItems: Locator;
  readonly showMore: Locator;
  readonly markAll: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Уведомления' });
    this.items = page.getByRole('tabpanel').getByRole('article');
    // The badge is in the heading, so screen readers hear 'Новое' too.
    this.unreadItems = this.items.filter({ has: page.getByRole('heading', { name: /^Новое/ }) });
    this.showMore = page.getByRole('button', { name: 'Показать ещё' });
    this.markAll = page.getByRole('button', { name: 'Отметить все прочитанными' });
  }

  async goto() {
    await this.page.goto('/notification');
    await this.items.first().waitFor();
  }

  tab(name: 'Все' | 'Непрочитанные'): Locator {
    return this.page.getByRole('tablist', { name: 'Какие уведомления показать' }).getByRole('tab', { name, exact: true });
  }

  shown(shown: number, total: number): Locator {
    return this.page.getByText(`Показано ${shown} из ${total}`, { exact: true });
  }
}
