// The sign-in page, step by step, as a member uses it.
import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly phone: Locator;
  readonly getCode: Locator;
  readonly code: Locator;
  readonly signIn: Locator;
  readonly changePhone: Locator;
  readonly alerts: Locator;
  readonly captchaVerified: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByLabel('Номер телефона');
    this.getCode = page.getByRole('button', { name: 'Получить код' });
    this.code = page.getByLabel('Код из SMS');
    this.signIn = page.getByRole('button', { name: 'Войти' });
    this.changePhone = page.getByRole('button', { name: 'Изменить номер' });
    this.alerts = page.getByRole('alert');
    this.captchaVerified = page.getByText('Проверено');
  }

  async goto(next?: string): Promise<void> {
    await this.page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
    await expect(this.phone).toBeVisible();
  }

  /** Types the ten digits after +7 as a member would; the mask adds the rest. */
  async typePhone(phone: string): Promise<void> {
    await this.phone.fill('');
    await this.phone.pressSequentially(phone.replace(/^7/, ''));
  }

  async requestCode(phone: string): Promise<void> {
    await this.typePhone(phone);
    await this.getCode.click();
  }

  async submitCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.signIn.click();
  }

  /** The message shown in place for a refused step. */
  error(text: string | RegExp): Locator {
    return this.alerts.filter({ hasText: text });
  }
}
