import { describe, expect, it } from 'vitest';
import { buildUrl, cleanHeaders } from './request-parts';

describe('cleanHeaders (product §7: non-string header values are dropped)', () => {
  it('keeps strings and drops everything else', () => {
    expect(
      cleanHeaders({
        'Idempotency-Key': 'k-123',
        'X-Count': 3,
        'X-Flag': true,
        'X-Null': null,
        'X-Undef': undefined,
        'X-Obj': { a: 1 },
      }),
    ).toEqual({ 'Idempotency-Key': 'k-123' });
  });

  it('keeps an empty string, which is a value', () => {
    expect(cleanHeaders({ 'X-Empty': '' })).toEqual({ 'X-Empty': '' });
  });

  it('handles no headers', () => {
    expect(cleanHeaders(undefined)).toEqual({});
  });
});

describe('buildUrl', () => {
  it('adds the query and leaves out empty values', () => {
    expect(buildUrl('/api/news/', { skipCount: 0, maxResultCount: 10, category: '', search: undefined, sort: null })).toBe(
      '/api/news/?skipCount=0&maxResultCount=10',
    );
  });

  it('encodes values and appends to an existing query', () => {
    expect(buildUrl('/api/news/?a=1', { search: 'б. & ₽' })).toBe('/api/news/?a=1&search=%D0%B1.+%26+%E2%82%BD');
  });

  it('leaves the path alone without a query', () => {
    expect(buildUrl('/api/user/')).toBe('/api/user/');
    expect(buildUrl('/api/user/', {})).toBe('/api/user/');
  });
});
