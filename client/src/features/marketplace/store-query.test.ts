import { describe, expect, it } from 'vitest';
import { hasFilters, readStoreQuery, writeStoreQuery } from './store-query.ts';

const read = (search: string) => readStoreQuery(new URLSearchParams(search));

describe('readStoreQuery', () => {
  it('reads a shared link back', () => {
    expect(
      read('status=low_stock&minPrice=10&maxPrice=50.5&sort=price_desc&page=2&view=list'),
    ).toEqual({
      status: 'low_stock',
      minPrice: 10,
      maxPrice: 50.5,
      sort: 'price_desc',
      page: 2,
      layout: 'list',
    });
  });

  it('ignores what is not valid instead of sending it', () => {
    expect(read('status=sold&minPrice=-3&maxPrice=abc&sort=cheap&page=0&view=table')).toEqual({
      status: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'newest',
      page: 1,
      layout: 'grid',
    });
    // The server refuses min above max: the link keeps its lower bound.
    expect(read('minPrice=50&maxPrice=10')).toMatchObject({ minPrice: 50, maxPrice: undefined });
  });

  it('tells filters from sort and layout', () => {
    expect(hasFilters(read('sort=name&view=list'))).toBe(false);
    expect(hasFilters(read('maxPrice=20'))).toBe(true);
  });
});

describe('writeStoreQuery', () => {
  it('leaves defaults out and starts a new filter at page 1', () => {
    const previous = new URLSearchParams('page=3&lng=fr&view=list');
    const next = writeStoreQuery(previous, { minPrice: 5, maxPrice: undefined, sort: 'newest' });
    expect(next.toString()).toBe('lng=fr&view=list&minPrice=5');
    expect(writeStoreQuery(next, { page: 2 }).get('page')).toBe('2');
    expect(writeStoreQuery(next, { layout: 'grid' }).has('view')).toBe(false);
  });
});
