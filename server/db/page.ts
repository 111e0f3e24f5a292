/** Paged lists in one statement (issue 16). */

/**
 * The total a page carries in its rows; a page past the end has none to carry it, and a second
 * statement counts (page 1 empty: nothing to count).
 */
export async function totalOf(
  rows: { total: number }[],
  page: number,
  count: () => Promise<number>,
): Promise<number> {
  const [first] = rows;
  if (first) return Number(first.total);
  return page > 1 ? Number(await count()) : 0;
}
