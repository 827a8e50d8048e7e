import { describe, expect, it } from 'vitest';
import { formatNewsDate } from './format-date';
import { parseNewsId } from './news-id';
import { sortOption } from './sort-options';

describe('parseNewsId', () => {
  it('accepts positive integers only', () => {
    expect(parseNewsId('14')).toBe(14);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '014', '99999999999999999']) expect(parseNewsId(bad)).toBeNull();
  });
});

describe('formatNewsDate', () => {
  it('writes the Moscow date in Russian', () => {
    expect(formatNewsDate('2026-11-20T04:59:14.620Z')).toBe('20 ноября 2026 г.');
    // 22:30 UTC is already the next day in Moscow.
    expect(formatNewsDate('2026-12-31T22:30:00Z')).toBe('1 января 2027 г.');
    expect(formatNewsDate('not a date')).toBe('');
  });
});

describe('sortOption', () => {
  it('maps the picker to the call and falls back to newest first', () => {
    expect(sortOption('likes-desc')).toMatchObject({ sort: 'likes', sortDirection: 'desc' });
    expect(sortOption('date-asc')).toMatchObject({ sort: 'date', sortDirection: 'asc' });
    expect(sortOption('nonsense')).toMatchObject({ sort: 'date', sortDirection: 'desc' });
  });
});
