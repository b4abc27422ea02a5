import { useCallback, useState } from 'react';
import type { ListColumn } from './types';

const storageKey = (list: string) => `console.columns.${list}`;

/** The ids stored for a list, or null (never chosen, or unreadable: the defaults apply). */
function stored(list: string): string[] | null {
  try {
    const raw = localStorage.getItem(storageKey(list));
    const ids: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * The columns a reader has chosen to see on a list, kept per list in this browser (a choice of
 * layout, not of data, so it stays out of the URL). The first column, the row's link, always shows.
 */
export function useColumns<Row>(list: string, columns: readonly ListColumn<Row>[]) {
  const [shown, setShown] = useState<ReadonlySet<string>>(
    () => new Set(stored(list) ?? columns.filter((c) => !c.hidden).map((c) => c.id)),
  );
  const first = columns[0]?.id ?? '';
  const choose = useCallback(
    (ids: Iterable<string>) => {
      const next = new Set([first, ...ids]);
      setShown(next);
      localStorage.setItem(storageKey(list), JSON.stringify([...next]));
    },
    [list, first],
  );
  const visible = columns.filter((c) => c.id === first || shown.has(c.id));
  return { visible, shown, choose };
}
