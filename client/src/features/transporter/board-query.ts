/**
 * The board's tab, filters, sort and page, read from and written to the URL (issue 14): coming
 * back to /transporter finds the same list, and the back button steps through the changes.
 * Whatever in the URL is not valid is dropped, never sent (the server would answer 400).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import {
  BOARD_SORTS,
  BOARD_TABS,
  type BoardQuery,
  type BoardSort,
  type BoardTab,
} from '../../../../common/schemas/delivery.ts';
import { GOVERNORATE_CODES } from '../../../../common/tunisia.ts';

export { BOARD_SORTS, BOARD_TABS, type BoardSort, type BoardTab };

const MAX_PAGE = 10_000;

/** Twelve cards a page: full rows in the board's one, two and three columns. */
export const BOARD_PAGE_SIZE = 12;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

/** The board's query as the URL gives it; the page size is the board's own. */
export function readBoardQuery(params: URLSearchParams): BoardQuery {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(BOARD_TABS, params.get('tab')) ?? 'available',
    pickup: oneOf(GOVERNORATE_CODES, params.get('pickup')),
    drop: oneOf(GOVERNORATE_CODES, params.get('drop')),
    sort: oneOf(BOARD_SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: BOARD_PAGE_SIZE,
  };
}

export type BoardQueryChanges = Partial<Omit<BoardQuery, 'pageSize'>>;

/** A new tab, filter or sort starts again at page 1; the defaults leave the URL. */
export function writeBoardQuery(
  previous: URLSearchParams,
  current: BoardQuery,
  changes: BoardQueryChanges,
): URLSearchParams {
  const next = { ...current, ...changes };
  if (changes.page === undefined) next.page = 1;
  const values: Record<string, string | undefined> = {
    tab: next.tab === 'available' ? undefined : next.tab,
    pickup: next.pickup,
    drop: next.drop,
    sort: next.sort === 'newest' ? undefined : next.sort,
    page: next.page === 1 ? undefined : String(next.page),
  };
  const params = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

/** The board's query and a setter; each change is a new history entry (Back undoes it). */
export function useBoardQuery() {
  const [params, setParams] = useSearchParams();
  const query = readBoardQuery(params);
  const update = useCallback(
    (changes: BoardQueryChanges) =>
      setParams((previous) => writeBoardQuery(previous, readBoardQuery(previous), changes)),
    [setParams],
  );
  return { query, update };
}
