// Page objects of the money screens (home, balance, orders, withdrawal) and the axe check they share.
import { expect, type Locator, type Page } from '@playwright/test';
import { members as allMembers } from '../support/members';

export const moneyMembers = {
  home: allMembers.moneyHome,
  balance: allMembers.moneyBalance,
  orders: allMembers.moneyOrders,
  withdraw: allMembers.moneyWithdraw,
  withdrawReload: allMembers.moneyWithdrawReload,
  mobile: allMembers.moneyMobile,
  /** Мария: identity under review; read-only checks only. */
  second: allMembers.second,
};

/** '12 345,50 б.' → 12345.5. */
export function points(text: string): number {
  const cleaned = text
    .replace(/[^\d,−-]/g, '')
    .replace(',', '.')
    .replace('−', '-');
  return Number(cleaned);
}

export class SidebarMoney {
  readonly balance: Locator;
  readonly frozen: Locator;
  constructor(readonly page: Page) {
    this.balance = page.locator('#sidebar').getByTestId('balance-amount');
    this.frozen = page.locator('#sidebar').getByTestId('frozen-amount');
  }

  async read(): Promise<{ balance: number; frozen: number }> {
    await expect(this.balance).toBeVisible();
    await expect(this.frozen).toBeVisible();
    return { balance: points(await this.balance.innerText()), frozen: points(await this.frozen.innerText()) };
  }
}

export class BalancePage {
  readonly entries: Locator;
  readonly showMore: Locator;
  readonly search: Locator;
  readonly since: Locator;
  readonly to: Locator;
  readonly found: Locator;
  readonly exportCsv: Locator;
  constructor(readonly page: Page) {
    this.entries = page.getByTestId('history-entry');
    this.showMore = page.getByRole('button', { name: 'Показать ещё' });
    this.search = page.getByLabel('Поиск');
    this.since = page.getByLabel('С даты');
    this.to = page.getByLabel('По дату');
    this.found = page.getByText(/^Найдено операций: \d+$/);
    this.exportCsv = page.getByRole('button', { name: 'Скачать CSV' });
  }

  tab(name: 'Все' | 'Начисления' | 'Списания'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async total(): Promise<number> {
    return Number((await this.found.innerText()).replace(/\D/g, ''));
  }
}

export class WithdrawPage {
  readonly bankSearch: Locator;
  readonly phone: Locator;
  readonly amount: Locator;
  readonly allAmount: Locator;
  readonly next: Locator;
  readonly confirm: Locator;
  constructor(readonly page: Page) {
    this.bankSearch = page.getByRole('searchbox', { name: 'Найти банк' });
    this.phone = page.getByLabel('Телефон для СБП');
    this.amount = page.getByLabel('Сумма, б.');
    this.allAmount = page.getByRole('button', { name: 'Вся сумма' });
    this.next = page.getByRole('button', { name: 'Продолжить' });
    this.confirm = page.getByRole('button', { name: 'Подтвердить вывод' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/withdraw');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Вывод средств' })).toBeVisible();
  }
}
