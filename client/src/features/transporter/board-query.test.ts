import { describe, expect, it } from 'vitest';
import { readBoardQuery, writeBoardQuery } from './board-query.ts';

const read = (search: string) => readBoardQuery(new URLSearchParams(search));

describe('the board query in the URL', () => {
  it('reads valid values and drops the rest', () => {
    expect(read('tab=history&pickup=TN-61&drop=TN-11&sort=amount&page=3')).toEqual({
      tab: 'history',
      pickup: 'TN-61',
      drop: 'TN-11',
      sort: 'amount',
      page: 3,
      pageSize: 12,
    });
    expect(read('tab=all&pickup=Sfax&drop=&sort=cheap&page=-2')).toEqual({
      tab: 'available',
      pickup: undefined,
      drop: undefined,
      sort: 'newest',
      page: 1,
      pageSize: 12,
    });
  });

  it('starts a new tab or filter at page 1, keeps other keys, and leaves the defaults out', () => {
    const previous = new URLSearchParams('tab=mine&page=4&lng=ar');
    const next = writeBoardQuery(previous, readBoardQuery(previous), { drop: 'TN-11' });
    expect(next.toString()).toBe('tab=mine&lng=ar&drop=TN-11');
    const back = writeBoardQuery(next, readBoardQuery(next), { tab: 'available', page: 2 });
    expect(back.toString()).toBe('lng=ar&drop=TN-11&page=2');
  });
});
