/**
 * The one way the operator lists are cut into pages (transporters, stores, reports, inbox, audit
 * log): ADMIN_PAGE_SIZE rows from the page's offset, the matching total, and the page envelope.
 */
import type { Page } from '../../../common/contracts/shared.ts';
import { ADMIN_PAGE_SIZE } from '../../../common/schemas/admin.ts';

/** The rows a page covers, as LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Runs the page's query (given the window to apply) and the count together, and maps the rows.
 * The count query must use the same filter as the rows.
 */
export async function adminPage<Row, Item>(
  page: number,
  rows: (window: PageWindow) => PromiseLike<Row[]>,
  counted: PromiseLike<{ n: number }[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const window = { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
  const [found, [total]] = await Promise.all([rows(window), counted]);
  return { items: found.map(toItem), total: total?.n ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}
