import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.js';

describe('BoundedCache', () => {
  it('keeps answers within its budget, dropping the oldest first', () => {
    const cache = new BoundedCache<string>(10, (v) => v.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.get('a')).toBe('xxxx');
    cache.set('c', 'zzzz');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('yyyy');
    expect(cache.get('c')).toBe('zzzz');
  });

  it('replaces a key without counting it twice, and never keeps what alone exceeds the budget', () => {
    const cache = new BoundedCache<string>(10, (v) => v.length);
    cache.set('a', 'xxxxx');
    cache.set('a', 'xxxxx');
    cache.set('b', 'yyyyy');
    expect(cache.size).toBe(2);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
