import { readPageQuery, writePageQuery } from './page-query';

describe('the gallery page query', () => {
  it('starts at page 1 without a search, also for a page that is not a whole number ≥ 1', () => {
    expect(readPageQuery(new URLSearchParams(''))).toEqual({ page: 1, search: '' });
    expect(readPageQuery(new URLSearchParams('page=0'))).toEqual({ page: 1, search: '' });
    expect(readPageQuery(new URLSearchParams('page=2.5&search=%20farm%20'))).toEqual({
      page: 1,
      search: 'farm',
    });
    expect(readPageQuery(new URLSearchParams('page=3&search=farm'))).toEqual({ page: 3, search: 'farm' });
  });

  it('keeps the search when turning pages and goes back to page 1 on a new search', () => {
    expect(writePageQuery({ page: 1, search: 'farm' }, { page: 2 }).toString()).toBe('search=farm&page=2');
    expect(writePageQuery({ page: 4, search: 'farm' }, { search: 'snow' }).toString()).toBe('search=snow');
    expect(writePageQuery({ page: 2, search: 'farm' }, { search: '  ' }).toString()).toBe('');
  });
});
