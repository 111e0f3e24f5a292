import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  browseApiParams,
  changeBrowseQuery,
  CLEARED_FILTERS,
  readBrowseQuery,
  writeBrowseQuery,
  type BrowseQuery,
} from './browse-query.ts';

const read = (search: string) => readBrowseQuery(new URLSearchParams(search));
const write = (query: BrowseQuery, previous = '') =>
  writeBrowseQuery(new URLSearchParams(previous), query).toString();

describe('readBrowseQuery', () => {
  it('reads a shared link back', () => {
    expect(
      read(
        'q=huile&category=food&governorate=TN-11&minPrice=5&maxPrice=40.5&inStock=true&sort=price_asc&page=3',
      ),
    ).toEqual({
      q: 'huile',
      category: 'food',
      governorate: 'TN-11',
      minPrice: 5,
      maxPrice: 40.5,
      inStock: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(
      read('category=cars&governorate=TN-99&minPrice=-1&maxPrice=abc&inStock=yes&sort=name&page=0'),
    ).toEqual({
      q: '',
      category: undefined,
      governorate: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: false,
      sort: undefined,
      page: 1,
    });
    // Min above max keeps the lower bound only.
    expect(read('minPrice=50&maxPrice=10')).toMatchObject({ minPrice: 50, maxPrice: undefined });
  });
});

describe('writeBrowseQuery', () => {
  it('round-trips, leaves defaults out and keeps other keys', () => {
    const search = 'category=pottery&governorate=TN-51&maxPrice=30&inStock=true&sort=popular';
    expect(read(write(read(search)))).toEqual(read(search));
    expect(write(read(''))).toBe('');
    expect(write(read('sort=newest&page=1'))).toBe('');
    // A search's default is its best matches: newest, chosen, stays in its link.
    expect(write(read('q=tapis&sort=newest'))).toBe('q=tapis&sort=newest');
    expect(write(read('category=food'), 'lng=ar&category=home')).toBe('lng=ar&category=food');
  });
});

describe('changeBrowseQuery', () => {
  const start = read('q=tapis&category=textiles&sort=price_desc&page=4');

  it('goes back to the first page when a filter or the sort changes', () => {
    expect(changeBrowseQuery(start, { governorate: 'TN-12' })).toMatchObject({
      governorate: 'TN-12',
      category: 'textiles',
      page: 1,
    });
    expect(changeBrowseQuery(start, { page: 5 }).page).toBe(5);
  });

  it('clears the filters but keeps the search and the sort', () => {
    const cleared = changeBrowseQuery(
      changeBrowseQuery(start, { inStock: true, minPrice: 3 }),
      CLEARED_FILTERS,
    );
    expect(cleared).toMatchObject({ q: 'tapis', sort: 'price_desc', inStock: false });
    expect(activeFilterCount(cleared)).toBe(0);
    expect(write(cleared)).toBe('q=tapis&sort=price_desc');
  });
});

describe('browseApiParams', () => {
  it('asks the API for the page always, and only the filters and sort set', () => {
    expect(browseApiParams(read('governorate=TN-23&inStock=true'), 24)).toEqual({
      q: undefined,
      category: undefined,
      governorate: 'TN-23',
      minPrice: undefined,
      maxPrice: undefined,
      inStock: 'true',
      sort: undefined,
      page: 1,
      pageSize: 24,
    });
    expect(activeFilterCount(read('governorate=TN-23&inStock=true&sort=price_asc'))).toBe(2);
  });
});
