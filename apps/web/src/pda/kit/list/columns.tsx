import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListColumn } from './types';

/** A list's first column: the row's one link (a single tab stop), its text the row's title. */
export function linkColumn<Row>(
  id: string,
  label: string,
  href: (row: Row) => string,
  text: (row: Row) => ReactNode,
): ListColumn<Row> {
  return {
    id,
    label,
    cell: (row) => (
      <Link className="console-list__link" to={href(row)}>
        <span className="console-list__title">{text(row)}</span>
      </Link>
    ),
  };
}
