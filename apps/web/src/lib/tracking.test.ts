import { describe, expect, it } from 'vitest';
import { USER_ID_KEY } from './constants';
import { forgetUserId, rememberUserId } from './tracking';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('the stored userId (product §3)', () => {
  it('is stored once, and forgotten so that the next member on the tab is stored again', () => {
    const storage = memoryStorage();
    rememberUserId('first', storage);
    rememberUserId('second', storage);
    expect(storage.getItem(USER_ID_KEY)).toBe('first');
    forgetUserId(storage);
    expect(storage.getItem(USER_ID_KEY)).toBeNull();
    rememberUserId('second', storage);
    expect(storage.getItem(USER_ID_KEY)).toBe('second');
  });
});
