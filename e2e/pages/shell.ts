// The layout around every cabinet page: sidebar (a drawer on narrow screens), top bar, exit dialog.
import type { Locator, Page } from '@playwright/test';

export class Shell {
  readonly sidebar: Locator;
  readonly menu: Locator;
  readonly openMenu: Locator;
  readonly closeMenu: Locator;
  readonly collapse: Locator;
  readonly exit: Locator;
  readonly exitDialog: Locator;
  readonly balance: Locator;
  readonly frozen: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.locator('#sidebar');
    this.menu = page.getByRole('navigation', { name: 'Главное меню' });
    this.openMenu = page.getByRole('button', { name: 'Открыть меню' });
    this.closeMenu = page.getByRole('button', { name: 'Закрыть меню' });
    this.collapse = page.getByRole('button', { name: 'Свернуть меню' });
    this.exit = page.getByRole('button', { name: 'Выйти' });
    this.exitDialog = page.getByRole('dialog', { name: 'Вы действительно хотите выйти из аккаунта?' });
    // The sidebar's: the home and balance pages show the same display in their content too.
    this.balance = this.sidebar.getByTestId('balance-amount');
    this.frozen = this.sidebar.getByTestId('frozen-amount');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** 'Здравствуйте, {firstName}!', or 'Здравствуйте!' for a member without a first name yet. */
  greeting(firstName?: string): Locator {
    return this.page.getByText(firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!', { exact: true });
  }

  bell(state: 'on' | 'off'): Locator {
    return this.page.getByRole('link', { name: state === 'on' ? 'Уведомления: есть непрочитанные' : 'Уведомления: нет новых' });
  }
}

/** '12 345 б.' with no-break spaces: at least one thousands group (the demo balance is ≥ 10 000). */
export const GROUPED_BALANCE = /^[1-9]\d{0,2}(\u00a0\d{3})+(,\d{2})?\u00a0б\.$/;
