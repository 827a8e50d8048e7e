import { describe, expect, it } from 'vitest';
import { lazy } from './lazy.js';

describe('lazy', () => {
  it('makes the value at the first call, once, and returns that one value after', () => {
    let made = 0;
    const value = lazy(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined or null without making it again', () => {
    let made = 0;
    const value = lazy(() => {
      made++;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
