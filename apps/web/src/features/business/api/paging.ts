interface Page {
  list: readonly unknown[];
  total: number;
  page: number;
  size: number;
}

/**
 * The page after `last`, or undefined at the end. An empty page ends the list too, so a total
 * that overstates the rows can never make the list ask forever.
 */
export function nextPage(last: Page): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}
