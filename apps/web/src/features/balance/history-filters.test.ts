import { describe, expect, it } from 'vitest';
import { dateErrors, toHistoryQuery } from './history-filters';

describe('dateErrors (product §5 bounds)', () => {
  it('accepts dates within 1925-01-01…2099-12-31 and empty ones', () => {
    expect(dateErrors({ dateSince: '1925-01-01', dateTo: '2099-12-31' })).toEqual({});
    expect(dateErrors({ dateSince: '', dateTo: '' })).toEqual({});
  });

  it('refuses dates out of range in Russian', () => {
    expect(dateErrors({ dateSince: '1924-12-31', dateTo: '2100-01-01' })).toEqual({
      dateSince: 'Дата должна быть между 01.01.1925 и 31.12.2099',
      dateTo: 'Дата должна быть между 01.01.1925 и 31.12.2099',
    });
  });

  it('refuses a range that runs backwards', () => {
    expect(dateErrors({ dateSince: '2025-05-02', dateTo: '2025-05-01' })).toEqual({ dateTo: 'Дата начала позже даты окончания' });
  });
});

describe('toHistoryQuery', () => {
  it('sends valid filters and a trimmed search', () => {
    expect(toHistoryQuery({ category: 'accrual', dateSince: '2025-01-01', dateTo: '2025-02-01', search: '  Д-1 ' })).toEqual({
      category: 'accrual',
      dateSince: '2025-01-01',
      dateTo: '2025-02-01',
      search: 'Д-1',
    });
  });

  it('leaves invalid dates out', () => {
    expect(toHistoryQuery({ category: 'all', dateSince: '1900-01-01', dateTo: '', search: '' })).toEqual({ category: 'all' });
  });
});
