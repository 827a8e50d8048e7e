// A masked phone field (components/phone-input) driven key by key: where its caret stands, putting the
// caret somewhere, and pasting through the real clipboard.
import type { Locator, Page } from '@playwright/test';

export class PhoneField {
  constructor(
    readonly page: Page,
    readonly input: Locator,
  ) {}

  /** The value with a '|' where the caret stands: '+7 (900) 12|3-45-67'. */
  async shown(): Promise<string> {
    return this.input.evaluate((el: HTMLInputElement) => {
      const caret = el.selectionStart ?? el.value.length;
      return `${el.value.slice(0, caret)}|${el.value.slice(caret)}`;
    });
  }

  /** Focuses the field with the caret before character `index`. */
  async caretAt(index: number): Promise<void> {
    await this.input.focus();
    await this.input.evaluate((el: HTMLInputElement, i) => el.setSelectionRange(i, i), index);
  }

  async press(...keys: string[]): Promise<void> {
    for (const key of keys) await this.page.keyboard.press(key);
  }

  /** Selects everything in the field and pastes `text` over it (Ctrl+V from the clipboard). */
  async pasteOver(text: string): Promise<void> {
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await this.input.focus();
    await this.input.selectText();
    await this.page.keyboard.press('ControlOrMeta+V');
  }
}
