import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Marks "no filter" for a key that has a default, so clearing it is not undone by the default. */
const ANY = 'all';
/** The page sizes a list offers; anything else in the URL falls back to the first. */
export const pageSizes = [20, 50, 100] as const;
export type SortOrder = 'asc' | 'desc';

/**
 * A screen's filters and page kept in the route's query, so a reload, the back button and a
 * shared link all show the same list, with its page size, sort column and order. Changing a
 * filter goes back to page 1.
 */
export function useSearchState<K extends string>(
  keys: readonly K[],
  defaults: Partial<Record<K, string>> = {},
) {
  const [params, setParams] = useSearchParams();
  const values = {} as Record<K, string>;
  for (const key of keys) {
    const raw = params.get(key);
    values[key] = raw === ANY ? '' : (raw ?? defaults[key] ?? '');
  }
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('size'));
  const size = pageSizes.find((n) => n === asked) ?? pageSizes[0];
  // The column the server sorts by and its direction (D81); none: the list's own order.
  const sort = params.get('sort') ?? '';
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';

  const update = useCallback(
    (changes: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else if (defaults[key]) next.set(key, ANY);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );

  const setPage = useCallback(
    (n: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(n));
        return next;
      }),
    [setParams],
  );

  /** Sorting or a new page size starts again at page 1, like a filter. */
  const setView = useCallback(
    (changes: { sort?: string; order?: SortOrder; size?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, String(value));
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { values, page, size, sort, order, update, setPage, setView };
}
