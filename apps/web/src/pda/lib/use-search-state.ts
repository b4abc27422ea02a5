import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Marks "no filter" for a key that has a default, so clearing it is not undone by the default. */
const ANY = 'all';

/**
 * A screen's filters and page kept in the route's query, so a reload, the back button and a
 * shared link all show the same list. Changing a filter goes back to page 1.
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

  return { values, page, update, setPage };
}
