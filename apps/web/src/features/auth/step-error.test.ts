import { describe, expect, it } from 'vitest';
import { shownError } from './step-error';

describe('shownError', () => {
  it('shows a refusal that names a wait only while its countdown runs', () => {
    const error = { text: 'Новый код можно запросить через 60 секунд', whileCounting: true };
    expect(shownError(error, 12)).toBe(error.text);
    expect(shownError(error, 0)).toBeNull();
  });

  it('keeps any other refusal until the member acts again', () => {
    expect(shownError({ text: 'Неверный код', whileCounting: false }, 0)).toBe('Неверный код');
    expect(shownError(null, 5)).toBeNull();
  });
});
