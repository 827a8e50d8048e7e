import { describe, expect, it } from 'vitest';
import { parseNewsId } from './news-id';
import { sortOption } from './sort-options';

describe('parseNewsId', () => {
  it('accepts positive integers only', () => {
    expect(parseNewsId('14')).toBe(14);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '014', '99999999999999999']) expect(parseNewsId(bad)).toBeNull();
  });
});

describe('sortOption', () => {
  it('maps the picker to the call and falls back to newest first', () => {
    expect(sortOption('likes-desc')).toMatchObject({ sort: 'likes', sortDirection: 'desc' });
    expect(sortOption('date-asc')).toMatchObject({ sort: 'date', sortDirection: 'asc' });
    expect(sortOption('nonsense')).toMatchObject({ sort: 'date', sortDirection: 'desc' });
  });
});
