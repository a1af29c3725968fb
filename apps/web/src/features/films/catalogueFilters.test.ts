import { describe, expect, it } from 'vitest';
import { catalogueQueryOf, filtersOfSearch, searchWithFilters } from './catalogueFilters.ts';

const search = (text: string) => new URLSearchParams(text);

describe('the catalogue filters in the address', () => {
  it('reads no query as All, newest, page 1', () => {
    expect(filtersOfSearch(search(''))).toEqual({
      category: 'all',
      subCategory: undefined,
      rating: undefined,
      q: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('reads unknown values as no filter', () => {
    const filters = filtersOfSearch(search('category=cartoons&rating=R&sort=oldest&page=-3'));
    expect(filters).toMatchObject({ category: 'all', rating: undefined, sort: 'newest', page: 1 });
  });

  it('keeps a sub-category only for Canadian and international films (spec 000 §1)', () => {
    expect(filtersOfSearch(search('category=canadian&sub=short')).subCategory).toBe('short');
    expect(filtersOfSearch(search('category=awards&sub=short')).subCategory).toBeUndefined();
  });

  it('goes back to page 1 on a change of filter and drops the chip of a tab without one', () => {
    const next = searchWithFilters(search('lang=fr&category=international&sub=feature&page=3'), {
      category: 'awards',
    });
    expect(next.toString()).toBe('lang=fr&category=awards');
  });

  it('keeps the filters when only the page changes', () => {
    const next = searchWithFilters(search('rating=PG&q=night'), { page: 2 });
    expect(Object.fromEntries(next)).toEqual({ rating: 'PG', q: 'night', page: '2' });
  });

  it('asks the catalogue for what the filters name, All being no category', () => {
    const query = catalogueQueryOf(filtersOfSearch(search('q=%20night%20&sort=title')));
    expect(query).toEqual({
      page: 1,
      category: undefined,
      subCategory: undefined,
      rating: undefined,
      q: 'night',
      sort: 'title',
    });
  });
});
